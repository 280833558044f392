import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { EVM, run, SOL } from "./payout-helpers.ts";

/**
 * Edits stored runs behind Berth's back, in its SQLite file (table c_<world>_payout_runs, the
 * run as JSON in `doc`), and checks that verify reports exactly the checks each edit breaks.
 */
describe("verify finds runs edited directly in the database", () => {
  let b: TestBerth;
  let db: Database.Database;
  beforeAll(async () => {
    b = await startBerth();
    db = new Database(join(b.dataDir, "berth.sqlite"));
  });
  afterAll(async () => {
    db.close();
    await b.stop();
  });

  const edit = (runId: string, path: string, value: unknown) =>
    db.prepare("UPDATE c_live_payout_runs SET doc = json_set(doc, ?, json(?)) WHERE id = ?").run(path, JSON.stringify(value), runId);
  const verify = async (runId: string) => (await b.request("GET", `/v1/payouts/${runId}/verify`, { key: b.adminKey })).body;
  const flags = ({ valid, total_matches, recipients_valid, hash_valid, merkle_root_valid }: Record<string, boolean>) => ({ valid, total_matches, recipients_valid, hash_valid, merkle_root_valid });

  it("an edited amount breaks the sum and the hashes, nothing else", async () => {
    const r = await run(b, { total_amount_lamports: "100000000000000000000000000000" });
    expect(flags(await verify(r.run_id))).toEqual({ valid: true, total_matches: true, recipients_valid: true, hash_valid: true, merkle_root_valid: true });
    expect(edit(r.run_id, "$.recipients[0].amount_lamports", "1").changes).toBe(1);
    const v = await verify(r.run_id);
    expect(flags(v)).toEqual({ valid: false, total_matches: false, recipients_valid: true, hash_valid: false, merkle_root_valid: false });
    expect(v.problems.map((p: { check: string }) => p.check)).toEqual(["total_matches", "hash_valid", "merkle_root_valid"]);
  });

  it("an edited address breaks the address check and the hashes, nothing else", async () => {
    const r = await run(b);
    edit(r.run_id, "$.recipients[1].address", "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    const v = await verify(r.run_id);
    expect(flags(v)).toEqual({ valid: false, total_matches: true, recipients_valid: false, hash_valid: false, merkle_root_valid: false });
    expect(v.problems.find((p: { check: string }) => p.check === "recipients_valid").problem).toMatch(/^recipients\.1\.address is not/);
  });

  it("a valid address swapped in keeps the address check, and the hashes still give it away", async () => {
    const r = await run(b);
    edit(r.run_id, "$.recipients[0].address", EVM[2]);
    expect(flags(await verify(r.run_id))).toEqual({ valid: false, total_matches: true, recipients_valid: true, hash_valid: false, merkle_root_valid: false });
  });

  it("an added recipient breaks the sum and the hashes; one for 0 lamports, only the hashes", async () => {
    const r = await run(b);
    edit(r.run_id, "$.recipients[#]", { address: SOL[0], role: "protocol", bps: 0, amount_lamports: "5" });
    expect(flags(await verify(r.run_id))).toEqual({ valid: false, total_matches: false, recipients_valid: true, hash_valid: false, merkle_root_valid: false });
    const quiet = await run(b);
    edit(quiet.run_id, "$.recipients[#]", { address: SOL[0], role: "protocol", bps: 0, amount_lamports: "0" });
    expect(flags(await verify(quiet.run_id))).toEqual({ valid: false, total_matches: true, recipients_valid: true, hash_valid: false, merkle_root_valid: false });
  });

  it("a forger who recomputes payout_hash after an edit still leaves the Merkle root wrong", async () => {
    const r = await run(b);
    edit(r.run_id, "$.recipients[0].role", "model");
    const { payoutHash } = await import("../../plugins/payouts/payout-hash.ts");
    const doc = JSON.parse((db.prepare("SELECT doc FROM c_live_payout_runs WHERE id = ?").get(r.run_id) as { doc: string }).doc);
    edit(r.run_id, "$.payout_hash", payoutHash({ ...doc, run_id: r.run_id }));
    expect(flags(await verify(r.run_id))).toEqual({ valid: false, total_matches: true, recipients_valid: true, hash_valid: true, merkle_root_valid: false });
  });

  it("never answers 500 for a run mangled beyond its schema", async () => {
    const r = await run(b);
    edit(r.run_id, "$.recipients[0].amount_lamports", 12);
    edit(r.run_id, "$.recipients[1].address", null);
    const v = await verify(r.run_id);
    expect(flags(v)).toEqual({ valid: false, total_matches: false, recipients_valid: false, hash_valid: false, merkle_root_valid: false });
  });
});
