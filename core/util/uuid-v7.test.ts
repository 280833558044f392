import { describe, expect, it } from "vitest";
import { uuidV7 } from "./uuid-v7.ts";

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("uuidV7", () => {
  it("is a version 7, RFC variant UUID carrying its millisecond", () => {
    const at = Date.UTC(2026, 10, 23, 17, 30);
    const id = uuidV7(at);
    expect(id).toMatch(V7);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts by time and never repeats, across many draws of the random pool", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => uuidV7(1_800_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i - 1]! < ids[i]!).toBe(true);
    for (const id of ids) expect(id).toMatch(V7);
  });
});
