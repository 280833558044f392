import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { berthStartCommand } from "../../app/start-command.ts";
import { tempDir } from "../support/test-berth.ts";

/**
 * Finding 6 of issue 25: only a secret's length was checked, so 16 zero bytes, "0000000000000000",
 * "aaaaaaaaaaaaaaaa" and "whsec_0000000000" all started, and a delivery signed with the all-zero
 * key verified. A secret with too few different bytes, or a placeholder, now stops the start
 * (exit 78), naming the variable and the item, never the value.
 */
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64");
const GUESSABLE: Record<string, string> = {
  WEBHOOK_SECRET_IONET: `whsec_${b64(Buffer.alloc(16))}`,
  WEBHOOK_SECRET_RAILWAY: "0000000000000000",
  WEBHOOK_TEST_SECRET_RAILWAY: "aaaaaaaaaaaaaaaa",
  WEBHOOK_SECRET_PHALA: "whsec_0000000000",
  WEBHOOK_SECRET_AKASH: `whsec_${b64("abababababababababababab")}`,
  WEBHOOK_SECRET_NOSANA: `whsec_${b64("a 32-byte secret for the relays!")},whsec_${b64("changeme-changeme-please")}`,
  WEBHOOK_TEST_SECRET_PHALA: "whsec_your-secret-here",
};

describe("guessable webhook secrets (issue 25, finding 6)", () => {
  it("stop the start, naming the variable and the item and never the value", () => {
    const { command, args } = berthStartCommand();
    const r = spawnSync(command, args, { env: { ...process.env, BERTH_DATA_DIR: tempDir(), CHAINS: "none", ...GUESSABLE }, encoding: "utf8", timeout: 60_000 });
    expect(r.status, r.stderr).toBe(78);
    const repeated = "each secret must not be one byte value repeated";
    expect(r.stderr).toContain(`WEBHOOK_SECRET_IONET: item 1: ${repeated}`);
    expect(r.stderr).toContain(`WEBHOOK_SECRET_RAILWAY: item 1: ${repeated}`);
    expect(r.stderr).toContain(`WEBHOOK_TEST_SECRET_RAILWAY: item 1: ${repeated}`);
    expect(r.stderr).toContain(`WEBHOOK_SECRET_PHALA: item 1: ${repeated}`);
    expect(r.stderr).toContain("WEBHOOK_SECRET_AKASH: item 1: each secret must have at least 6 different byte values (this one has 2");
    expect(r.stderr).toContain("WEBHOOK_SECRET_NOSANA: item 2: each secret must be random, not a placeholder");
    expect(r.stderr).not.toContain("WEBHOOK_SECRET_NOSANA: item 1");
    expect(r.stderr).toContain("WEBHOOK_TEST_SECRET_PHALA: item 1: each secret must be random, not a placeholder");
    for (const value of Object.values(GUESSABLE).flatMap((v) => v.split(","))) expect(r.stderr).not.toContain(value);
    expect(r.stderr).not.toContain("0000000000");
  });
});
