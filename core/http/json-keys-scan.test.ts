import { describe, expect, it } from "vitest";
import { objectOverKeys } from "./json-keys-scan.ts";

const object = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));

describe("objectOverKeys", () => {
  it("finds the first object over the limit, at any depth, and nothing at the limit", () => {
    expect(objectOverKeys(object(3), 3)).toBe(-1);
    expect(objectOverKeys(object(4), 3)).toBe(0);
    const nested = `{"a":[1,2,{"b":${object(4)}}]}`;
    expect(objectOverKeys(nested, 3)).toBe(nested.indexOf('{"k0"'));
  });

  it("counts keys per object, not per text: many small objects and long arrays pass", () => {
    const recipients = JSON.stringify({ recipients: Array.from({ length: 10_000 }, (_, i) => ({ address: `0x${i}`, amount: "1" })) });
    expect(objectOverKeys(recipients, 3)).toBe(-1);
  });

  it("skips strings whole: colons, braces, quotes and backslashes inside them count for nothing", () => {
    const tricky = JSON.stringify({ a: 'x:y:z {"q":1,"r":2,"s":3,"t":4}', b: "\\\\\\\":", c: "}:{:" });
    expect(objectOverKeys(tricky, 3)).toBe(-1);
    expect(objectOverKeys(tricky, 2)).toBe(0);
  });

  it("leaves malformed text to the parser and stays linear on a long one", () => {
    expect(objectOverKeys('{"a"::::', 2)).toBe(0);
    expect(objectOverKeys("[[[::::", 1)).toBe(-1);
    const long = `"${"a".repeat(5_000_000)}`;
    const started = performance.now();
    expect(objectOverKeys(long, 1)).toBe(-1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("does not count objects deeper than any input may nest, and counts the shallow ones after them", () => {
    const deep = "[".repeat(100_000) + object(5) + "]".repeat(100_000);
    expect(objectOverKeys(deep, 3)).toBe(-1);
    const after = `{"a":${"[".repeat(50)}${"]".repeat(50)},"b":1,"c":2,"d":3}`;
    expect(objectOverKeys(after, 3)).toBe(0);
    expect(objectOverKeys(after, 4)).toBe(-1);
  });
});
