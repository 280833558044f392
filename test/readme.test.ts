import { describe, expect, it } from "vitest";
import { docPages, readDoc } from "./support/docs.ts";

// The front page: what Berth is, how to run and test it, a first walkthrough (run by
// docs-walkthroughs.test.ts), and one click to every topic page.

const README = readDoc("README.md");

describe("the front page (README.md)", () => {
  it("starts with the two commands: run, and test", () => {
    const firstScreen = README.split("\n").slice(0, 25).join("\n");
    expect(firstScreen).toContain("npm ci && npm start");
    expect(firstScreen).toContain("npm ci && npm test");
  });

  it("stays short: at most 220 lines", () => {
    expect(README.trimEnd().split("\n").length).toBeLessThanOrEqual(220);
  });

  it("links every page of docs/, so each topic is one click away", () => {
    const linked = new Set([...README.matchAll(/\]\((docs\/[^)#\s]+\.md)(?:#[^)\s]*)?\)/g)].map((m) => m[1]!));
    const pages = docPages().filter((p) => p.startsWith("docs/"));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => !linked.has(p))).toEqual([]);
  });
});
