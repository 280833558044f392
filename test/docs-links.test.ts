import { existsSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { anchorsOf, docPages, githubSlug, headings, readDoc } from "./support/docs.ts";

// Every link between the documentation's pages must lead somewhere: to a file of this repository
// and, when it names an anchor, to a heading of that page (GitHub's anchors). Links to other sites
// are not followed (tests send nothing beyond loopback).

/** Pages allowed past 400 lines, each with its reason. None yet. */
const LONG_PAGES: Record<string, string> = {};
const MAX_PAGE_LINES = 400;

interface Link {
  page: string;
  line: number;
  target: string;
}

/** The page's text with fenced code blocks and inline code blanked, so a link shown as code is not a link. */
function prose(text: string): string[] {
  let fence: string | null = null;
  return text.split("\n").map((line) => {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === null || fence === marker)) {
      fence = fence === null ? marker : null;
      return "";
    }
    if (fence !== null) return "";
    return line.replace(/(`+)[\s\S]*?\1/g, "code");
  });
}

/** Inline links and images `[text](target "title")` and reference definitions `[label]: target`. */
function linksOf(page: string): Link[] {
  const links: Link[] = [];
  prose(readDoc(page)).forEach((line, i) => {
    for (const m of line.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ page, line: i + 1, target: m[1]! });
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(line);
    if (def) links.push({ page, line: i + 1, target: def[1]! });
  });
  return links;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** What is wrong with a link, or null when it leads to an existing file and heading. */
function problemOf(link: Link): string | null {
  if (EXTERNAL.test(link.target)) return null;
  const [path, anchor] = link.target.split("#", 2) as [string, string | undefined];
  const file = path === "" ? link.page : normalize(join(dirname(link.page), decodeURIComponent(path)));
  if (file.startsWith("..")) return `${file} is outside the repository`;
  const absolute = join(REPO_ROOT, file);
  if (!existsSync(absolute)) return `${file} does not exist`;
  if (anchor === undefined) return null;
  if (statSync(absolute).isDirectory() || !file.endsWith(".md")) return `#${anchor}: ${file} is not a Markdown page`;
  if (!anchorsOf(readDoc(file)).has(anchor)) return `${file} has no heading whose anchor is #${anchor}`;
  return null;
}

describe("the documentation's links", () => {
  it("computes anchors as GitHub does", () => {
    expect(githubSlug("Kafka (`EVENT_LOG=kafka`)")).toBe("kafka-event_logkafka");
    expect(githubSlug("Stage two's similarity (WordNet embedder)")).toBe("stage-twos-similarity-wordnet-embedder");
    expect(githubSlug("Deployments (blue/green)")).toBe("deployments-bluegreen");
    expect(githubSlug("Behind a load balancer: the compose stack")).toBe("behind-a-load-balancer-the-compose-stack");
    expect(githubSlug("Idempotency-Key")).toBe("idempotency-key");
    expect([...anchorsOf("# A\n\n## Walkthrough\n\n```sh\n# not a heading\n```\n\n## Walkthrough\n")]).toEqual(["a", "walkthrough", "walkthrough-1"]);
  });

  it("every link of README.md, docs/*.md and bench/README.md leads to a file and heading that exist", () => {
    const links = docPages().flatMap(linksOf);
    const internal = links.filter((l) => !EXTERNAL.test(l.target));
    // The front page links every topic page, and the pages link each other: far more than this.
    expect(internal.length).toBeGreaterThan(60);
    expect(internal.filter((l) => l.target.includes("#")).length).toBeGreaterThan(20);
    const broken = internal.flatMap((l) => {
      const problem = problemOf(l);
      return problem ? [`${l.page}:${l.line}: (${l.target}) ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it(`keeps every page of docs/ under ${MAX_PAGE_LINES} lines, unless it says why`, () => {
    const long = docPages()
      .filter((p) => p.startsWith("docs/"))
      .map((p) => ({ page: p, lines: readDoc(p).trimEnd().split("\n").length }))
      .filter(({ page, lines }) => lines > MAX_PAGE_LINES && !(page in LONG_PAGES));
    expect(long).toEqual([]);
  });

  it("gives every page of docs/ one title, first", () => {
    for (const page of docPages().filter((p) => p.startsWith("docs/"))) {
      const titles = headings(readDoc(page)).filter((h) => h.level === 1);
      expect(titles.map((h) => h.line), page).toEqual([0]);
    }
  });
});
