import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

/** Finding 5 of issue 13: an Idempotency-Key replayed one passport's answer to another. */
let b: TestBerth;
beforeAll(async () => {
  b = await startBerth();
});
afterAll(() => b.stop());

describe("Idempotency-Key scope", () => {
  it("is (key, passport, method, path): the same key and body for another passport is a new write", async () => {
    const { token } = await b.key("agent", { passports: ["pA", "pB"] });
    const write = (passport: string, path = "semantic") =>
      b.request("POST", `/v1/memory/${path}`, {
        key: token,
        headers: { "x-agent-passport-id": passport, "idempotency-key": "same-key-1" },
        body: { fact: "shared body", confidence: 0.5, content: "shared body" },
      });
    const a = await write("pA");
    const bAnswer = await write("pB");
    expect(a.status).toBe(200);
    expect(bAnswer.status).toBe(200);
    expect(bAnswer.headers.get("idempotent-replayed")).toBeNull();
    expect(bAnswer.body.data.memory_id).not.toBe(a.body.data.memory_id);
    // pB's write happened, in pB's chain, and pA's memory is still not pB's to read.
    const own = await b.request("GET", `/v1/memory/${bAnswer.body.data.memory_id}`, { key: token, headers: { "x-agent-passport-id": "pB" } });
    expect(own.body.data.agent_passport_id).toBe("pB");
    const verify = await b.request("GET", "/v1/memory/chain/verify", { key: token, headers: { "x-agent-passport-id": "pB" } });
    expect(verify.body.data.length).toBe(1);
    // A retry for pA still replays pA's answer.
    const retry = await write("pA");
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.memory_id).toBe(a.body.data.memory_id);
    // The same key on another path is another request too (not a 409 for a different body).
    const episodic = await write("pA", "episodic");
    expect(episodic.status).toBe(400); // its body does not fit the episodic schema: validated as a fresh request
    expect(episodic.body.error_code).toBe("VALIDATION_FAILED");
  });
});
