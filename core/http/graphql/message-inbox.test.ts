import { describe, expect, it } from "vitest";
import { MessageInbox } from "./message-inbox.ts";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("a WebSocket connection's inbox", () => {
  it("handles a flood a few messages per turn of the event loop, in order, and stops reading the socket while too many wait", async () => {
    const calls: string[] = [];
    const socket = { pause: () => calls.push("pause"), resume: () => calls.push("resume") };
    const handled: number[] = [];
    const inbox = new MessageInbox<number>(socket, (m) => handled.push(m), 16, 100);
    for (let i = 0; i < 1000; i++) inbox.push(i);
    // Nothing is handled in the turn the messages came in: that turn ends at once.
    expect(handled).toEqual([]);
    expect(calls).toEqual(["pause"]);
    const perTurn: number[] = [];
    while (inbox.waiting > 0) {
      const before = handled.length;
      await turn();
      perTurn.push(handled.length - before);
    }
    expect(Math.max(...perTurn)).toBe(16);
    expect(handled).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    // Read again once at most half the high-water mark waited.
    expect(calls).toEqual(["pause", "resume"]);
  });

  it("handles a lone message at the next turn and then stops turning", async () => {
    const handled: string[] = [];
    const inbox = new MessageInbox<string>({ pause: () => undefined, resume: () => undefined }, (m) => handled.push(m));
    inbox.push("subscribe");
    await turn();
    expect(handled).toEqual(["subscribe"]);
    inbox.push("complete");
    await turn();
    expect(handled).toEqual(["subscribe", "complete"]);
    expect(inbox.waiting).toBe(0);
  });
});
