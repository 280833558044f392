import { describe, expect, it } from "vitest";
import { FanOutPacer } from "./fan-out-pacer.ts";

describe("the fan-out pacer", () => {
  it("lets 1,000 deliveries of one event go on `perTurn` per turn of the event loop, in the order they asked", async () => {
    const pacer = new FanOutPacer(64);
    const went: number[] = [];
    const all = Promise.all(Array.from({ length: 1000 }, (_, i) => pacer.turn().then(() => went.push(i))));
    expect(pacer.queued).toBe(1000);
    const perTurn: number[] = [];
    while (pacer.queued > 0) {
      const before = went.length;
      await new Promise<void>((resolve) => setImmediate(resolve));
      perTurn.push(went.length - before);
    }
    await all;
    expect(Math.max(...perTurn)).toBe(64);
    expect(perTurn.length).toBeGreaterThanOrEqual(Math.ceil(1000 / 64));
    expect(went).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });
});
