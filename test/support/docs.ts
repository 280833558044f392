import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";

// The documentation as the tests read it: the front page (README.md) and the topic pages of docs/,
// cut by their headings. Tests name the page that holds what they check, so when text moves to
// another page the test that reads it fails with the page's name instead of passing on nothing.

/** A page's text, by its path from the repository root ("README.md", "docs/errors.md"). */
export function readDoc(page: string): string {
  return readFileSync(join(REPO_ROOT, page), "utf8");
}

/** Every Markdown page of the documentation: README.md, docs/*.md and bench/README.md when it exists. */
export function docPages(): string[] {
  const pages = ["README.md", ...readdirSync(join(REPO_ROOT, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`)];
  if (existsSync(join(REPO_ROOT, "bench", "README.md"))) pages.push("bench/README.md");
  return pages;
}

export interface Heading {
  level: number;
  text: string;
  /** Index of the heading's line in the page. */
  line: number;
}

/** The page's lines, each marked when it sits inside a fenced code block (a `# comment` there is no heading). */
function linesWithFences(text: string): Array<{ line: string; fenced: boolean }> {
  let fence: string | null = null;
  return text.split("\n").map((line) => {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === null || fence === marker)) {
      const opening = fence === null;
      fence = opening ? marker : null;
      return { line, fenced: true };
    }
    return { line, fenced: fence !== null };
  });
}

/** ATX headings outside code blocks. */
export function headings(text: string): Heading[] {
  const out: Heading[] = [];
  linesWithFences(text).forEach(({ line, fenced }, i) => {
    const m = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) out.push({ level: m[1]!.length, text: m[2]!, line: i });
  });
  return out;
}

/**
 * The text under a heading (`"## Walkthrough"`, the heading line included) up to the next heading
 * of the same or a higher level. Throws when the page has no such heading, or has it twice.
 */
export function docSection(page: string, heading: string): string {
  const text = readDoc(page);
  const m = /^(#{1,6})\s+(.*)$/.exec(heading);
  if (!m) throw new Error(`not a heading: ${heading}`);
  const level = m[1]!.length;
  const all = headings(text);
  const found = all.filter((h) => h.level === level && h.text === m[2]);
  if (found.length !== 1) throw new Error(`${page} has ${found.length} headings "${heading}"`);
  const start = found[0]!;
  const end = all.find((h) => h.line > start.line && h.level <= level);
  return text.split("\n").slice(start.line, end?.line).join("\n");
}

/** The bodies of the fenced code blocks of one language (`sh`, `js`) in a text, in order. */
export function codeBlocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

/** The codes in the first column of the error table (docs/errors.md). */
export function documentedErrorCodes(): Set<string> {
  return new Set([...docSection("docs/errors.md", "## The error table").matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| \d{3} \|/gm)].map((m) => m[1]!));
}

/**
 * The anchor GitHub gives a heading: its text without Markdown (code marks, emphasis, link
 * targets), lowercased, every character other than a letter, digit, space, `-` or `_` dropped,
 * and each space turned into `-`.
 */
export function githubSlug(heading: string): string {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "");
  return plain
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a page's headings make; a repeated heading gets `-1`, `-2`, ... as on GitHub. */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const h of headings(text)) {
    const base = githubSlug(h.text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}
