// Reads vitest's JSON report and prints what was skipped (per file, with the variable that enables
// it: skipped suites name it in their describe title, "(needs MONGODB_URL)"), then the closing line
// `N passed, N failed[, N skipped]`, always last. vitest's own summary is not read.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const report = JSON.parse(readFileSync(process.argv[2] ?? ".vitest-report.json", "utf8"));
const SKIPPED = new Set(["pending", "skipped", "todo"]);

const lines = [];
// A file that failed outside its tests (it did not load, or a beforeAll/afterAll hook threw): its
// tests that did not run are failures, not skips, and at least one failure is counted for it.
const broken = report.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((t) => t.status === "failed"));
const brokenSet = new Set(broken);
for (const file of report.testResults) {
  if (brokenSet.has(file)) continue;
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

let skipped = report.numPendingTests + report.numTodoTests;
let failed = report.numFailedTests;
if (broken.length > 0) console.log("Files that failed outside their tests (a hook threw, or the file did not load):");
for (const file of broken) {
  const notRun = file.assertionResults.filter((t) => SKIPPED.has(t.status)).length;
  skipped -= notRun;
  failed += Math.max(1, notRun);
  const why = String(file.message ?? "").split("\n")[0];
  console.log(`  ${relative(process.cwd(), file.name)}: ${notRun} tests not run${why ? ` — ${why}` : ""}`);
}
console.log(`${report.numPassedTests} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
