import { describe, expect, it } from "vitest";
import { attemptId, attemptsOf } from "./attempt-record.ts";

describe("attempt ids", () => {
  it("sort in the order they were made for one message and attempt number (a replay's), across the counter's digits", () => {
    // 50,000 ids: the process's counter (wherever earlier tests left it) passes 1,296 or 46,656,
    // where an unpadded base-36 count gains a digit.
    const made = Array.from({ length: 50_000 }, () => attemptId("ep_1:evt_1", 1));
    expect([...made].sort()).toEqual(made);
    const range = attemptsOf("ep_1:evt_1");
    expect(made.every((id) => id >= range.gte && id < range.lt)).toBe(true);
  });
});
