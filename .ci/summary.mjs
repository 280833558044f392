// Reads vitest's JSON report and prints what was skipped (per file, with the variable that enables
// it: skipped suites name it in their describe title, "(needs MONGODB_URL)"), then the closing line
// `N passed, N failed[, N skipped]`, always last. vitest's own summary is not read.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const report = JSON.parse(readFileSync(process.argv[2] ?? ".vitest-report.json", "utf8"));
const SKIPPED = new Set(["pending", "skipped", "todo"]);

const lines = [];
for (const file of report.testResults) {
  const skipped = file.assertionResults.filter((t) => SKIPPED.has(t.status));
  if (skipped.length === 0) continue;
  const reasons = new Set();
  for (const t of skipped) {
    const title = [...t.ancestorTitles, t.title].join(" ");
    const needs = /\bneeds ([A-Z][A-Z0-9_]*(?:(?:,| or| and) [A-Z][A-Z0-9_]*)*)/.exec(title);
    reasons.add(needs ? `set ${needs[1]} to run` : `no enabling variable named (${t.ancestorTitles[0] ?? t.title})`);
  }
  lines.push(`  ${relative(process.cwd(), file.name)}: ${skipped.length} skipped — ${[...reasons].join("; ")}`);
}
if (lines.length > 0) console.log(`Skipped tests:\n${lines.join("\n")}`);

const skipped = report.numPendingTests + report.numTodoTests;
// A file that failed to load counts as a failure even though none of its tests ran.
const brokenFiles = report.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
const failed = report.numFailedTests + brokenFiles;
console.log(`${report.numPassedTests} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
