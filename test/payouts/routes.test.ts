import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { checkProof, createRun, DEFAULT_SPLIT, EVM, randomSolana, run, SOL } from "./payout-helpers.ts";

const HEX64 = /^[0-9a-f]{64}$/;
const canonical = (canonicalize as unknown as { default?: (v: unknown) => string }).default ?? (canonicalize as unknown as (v: unknown) => string);
const sum = (rs: { amount_lamports: string }[]) => rs.reduce((s, r) => s + BigInt(r.amount_lamports), 0n);

describe("payout runs over real HTTP", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  it("splits by bps with the largest remainder: amounts sum exactly to a 30-digit total", async () => {
    const total = "123456789012345678901234567891";
    const a = await createRun(b, { total_amount_lamports: total });
    expect(a.status, a.text).toBe(201);
    const r = a.body.run;
    expect(r).toMatchObject({ agent_id: "agent-1", total_amount_lamports: total, recipient_count: 4, merkle_root: expect.stringMatching(HEX64), payout_hash: expect.stringMatching(HEX64) });
    expect(Number.isInteger(r.created_at)).toBe(true);
    // Sorted by address; amounts: 7000/2000/1000/0 of the total, the one leftover lamport to the largest remainder.
    expect(r.recipients.map((x: { address: string }) => x.address)).toEqual([...DEFAULT_SPLIT.map((x) => x.address)].sort());
    const byRole = Object.fromEntries(r.recipients.map((x: { role: string; amount_lamports: string }) => [x.role, x.amount_lamports]));
    expect(byRole).toEqual({ compute: "86419752308641975230864197524", model: "24691357802469135780246913578", protocol: "12345678901234567890123456789", orchestrator: "0" });
    expect(sum(r.recipients)).toBe(BigInt(total));
    // payout_hash is SHA-256 of the RFC 8785 JSON of the run's content, recomputable by anyone.
    const content = { v: 1, run_id: r.run_id, agent_id: r.agent_id, total_amount_lamports: total, recipients: r.recipients, merkle_root: r.merkle_root, created_at: r.created_at };
    expect(createHash("sha256").update(canonical(content)).digest("hex")).toBe(r.payout_hash);
  });

  it("splits amounts nobody could split evenly, always to the exact total", async () => {
    const recipients = [
      { address: SOL[0], role: "compute", bps: 3333 },
      { address: SOL[1], role: "model", bps: 3333 },
      { address: SOL[2], role: "protocol", bps: 3334 },
    ];
    for (const total of ["1", "2", "7", "10001", "999999999999999999999999999999", "100000000000000000000000000001"]) {
      const r = await run(b, { total_amount_lamports: total, recipients });
      expect(sum(r.recipients), total).toBe(BigInt(total));
    }
    const one = await run(b, { total_amount_lamports: "1", recipients });
    expect(one.recipients.map((x: { amount_lamports: string }) => x.amount_lamports).sort()).toEqual(["0", "0", "1"]);
  });

  it("takes explicit amounts that sum to the total, and derives bps summing to 10,000", async () => {
    const r = await run(b, {
      total_amount_lamports: "300000000000000000000000000000",
      recipients: [
        { address: EVM[0], role: "compute", amount_lamports: "100000000000000000000000000000" },
        { address: EVM[1], role: "model", amount_lamports: "100000000000000000000000000000" },
        { address: EVM[2], role: "my-own-role", amount_lamports: "100000000000000000000000000000" },
      ],
    });
    expect(r.recipients.reduce((s: number, x: { bps: number }) => s + x.bps, 0)).toBe(10_000);
    expect(r.recipients.map((x: { bps: number }) => x.bps).sort()).toEqual([3333, 3333, 3334]);
  });

  it("refuses every broken run with a clear 400, and stores nothing for it", async () => {
    const bad = (recipients: unknown[]) => ({ recipients });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ total_amount_lamports: 1000000000 }, "VALIDATION_FAILED", "total_amount_lamports"],
      [{ total_amount_lamports: "1e9" }, "VALIDATION_FAILED", "total_amount_lamports"],
      [{ total_amount_lamports: "0100" }, "VALIDATION_FAILED", "total_amount_lamports"],
      [{ total_amount_lamports: "-5" }, "VALIDATION_FAILED", "total_amount_lamports"],
      [{ total_amount_lamports: "0" }, "VALIDATION_FAILED", "total_amount_lamports"],
      [{ agent_id: "bad id!" }, "VALIDATION_FAILED", "agent_id"],
      [bad([]), "VALIDATION_FAILED", "recipients"],
      [bad([{ address: SOL[0], role: "compute", bps: 9999 }]), "BPS_SUM_INVALID", "recipients"],
      [bad([{ address: SOL[0], role: "compute", bps: 6000 }, { address: SOL[1], role: "model", bps: 5000 }]), "BPS_SUM_INVALID", "recipients"],
      [bad([{ address: SOL[0], role: "compute", bps: 10001 }]), "VALIDATION_FAILED", "recipients.0.bps"],
      [bad([{ address: SOL[0], role: "compute", bps: 50.5 }, { address: SOL[1], role: "compute", bps: 9949.5 }]), "VALIDATION_FAILED", "recipients.0.bps"],
      [bad([{ address: SOL[0], role: "compute", amount_lamports: "999999999" }]), "AMOUNTS_SUM_INVALID", "recipients"],
      [bad([{ address: SOL[0], role: "compute", amount_lamports: 1000000000 }]), "VALIDATION_FAILED", "recipients.0.amount_lamports"],
      [bad([{ address: SOL[0], role: "compute", bps: 5000 }, { address: SOL[1], role: "model", amount_lamports: "500000000" }]), "VALIDATION_FAILED", "recipients"],
      [bad([{ address: SOL[0], role: "compute", bps: 10000, amount_lamports: "1000000000" }]), "VALIDATION_FAILED", "recipients"],
      [bad([{ address: SOL[0], role: "compute" }]), "VALIDATION_FAILED", "recipients"],
      [bad([{ address: SOL[0], role: "Compute!", bps: 10000 }]), "VALIDATION_FAILED", "recipients.0.role"],
      [bad([{ address: SOL[0], role: "compute", bps: 10000, extra: 1 }]), "VALIDATION_FAILED", "recipients.0.extra"],
      [bad([{ address: SOL[0], role: "compute", bps: 5000 }, { address: SOL[0], role: "model", bps: 5000 }]), "DUPLICATE_RECIPIENT", "recipients.1.address"],
      // The same EVM account in another case is the same recipient.
      [bad([{ address: EVM[0], role: "compute", bps: 5000 }, { address: EVM[0]!.toLowerCase(), role: "model", bps: 5000 }]), "DUPLICATE_RECIPIENT", "recipients.1.address"],
      // A mixed-case EVM address with a wrong checksum (one letter's case flipped).
      [bad([{ address: EVM[0]!.replace("F6F4", "f6F4"), role: "compute", bps: 10000 }]), "INVALID_RECIPIENT_ADDRESS", "recipients.0.address"],
      // 31 bytes in base58, a 0 (not in the alphabet), and a short hex address.
      [bad([{ address: "1111111111111111111111111111111", role: "compute", bps: 10000 }]), "INVALID_RECIPIENT_ADDRESS", "recipients.0.address"],
      [bad([{ address: "0OIl" + SOL[1]!.slice(4), role: "compute", bps: 10000 }]), "INVALID_RECIPIENT_ADDRESS", "recipients.0.address"],
      [bad([{ address: "0x1234", role: "compute", bps: 10000 }]), "INVALID_RECIPIENT_ADDRESS", "recipients.0.address"],
      [bad(Array.from({ length: 10_001 }, () => ({ address: SOL[0], role: "compute", bps: 1 }))), "VALIDATION_FAILED", "recipients"],
    ];
    for (const [body, code, field] of cases) {
      const a = await createRun(b, { agent_id: "refused", ...body });
      expect(a.status, `${JSON.stringify(body).slice(0, 120)}: ${a.text.slice(0, 300)}`).toBe(400);
      expect(a.body).toMatchObject({ success: false, error: "invalid_request", error_code: code });
      expect(a.body.details.map((d: { field: string }) => d.field), JSON.stringify(a.body.details).slice(0, 300)).toContain(field);
    }
    const history = await b.request("GET", "/v1/agents/refused/revenue/history", { key: b.adminKey });
    expect(history.body).toEqual({ success: true, history: [], next_cursor: null });
    // All-uppercase hex carries no checksum and is accepted, as EIP-55 says.
    const upper = "0x" + EVM[2]!.slice(2).toUpperCase();
    expect((await createRun(b, { recipients: [{ address: upper, role: "compute", bps: 10000 }] })).status).toBe(201);
  });

  it("answers the history newest first, with limit and a cursor", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await run(b, { agent_id: "historian", total_amount_lamports: String(1000 + i) })).run_id);
    const seen: Record<string, any>[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await b.request("GET", `/v1/agents/historian/revenue/history?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: b.adminKey });
      expect(page.status).toBe(200);
      seen.push(...page.body.history);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen.map((r) => r.run_id)).toEqual([...made].reverse());
    expect(seen[0]).toMatchObject({ total_amount_lamports: "1004", recipients: expect.any(Array), created_at: expect.any(Number) });
    const all = await b.request("GET", "/v1/agents/historian/revenue/history", { key: b.adminKey });
    expect(all.body.history).toHaveLength(5);
    expect((await b.request("GET", "/v1/agents/historian/revenue/history?limit=101", { key: b.adminKey })).status).toBe(400);
    expect((await b.request("GET", "/v1/agents/historian/revenue/history?cursor=zz", { key: b.adminKey })).body.error_code).toBe("INVALID_CURSOR");
    expect((await b.request("GET", "/v1/agents/nobody/revenue/history", { key: b.adminKey })).body).toEqual({ success: true, history: [], next_cursor: null });
  });

  it("verifies a run, and reads it back", async () => {
    const r = await run(b);
    const v = await b.request("GET", `/v1/payouts/${r.run_id}/verify`, { key: b.adminKey });
    expect(v.status).toBe(200);
    expect(v.body).toEqual({ success: true, run_id: r.run_id, valid: true, total_matches: true, recipients_valid: true, hash_valid: true, merkle_root_valid: true, problems: [] });
    expect((await b.request("GET", `/v1/payouts/${r.run_id}`, { key: b.adminKey })).body).toEqual({ success: true, run: r });
    for (const path of [`/v1/payouts/00000000-0000-4000-8000-000000000000/verify`, `/v1/payouts/00000000-0000-4000-8000-000000000000`, `/v1/payouts/00000000-0000-4000-8000-000000000000/proof/${SOL[0]}`]) {
      const a = await b.request("GET", path, { key: b.adminKey });
      expect(a.status, path).toBe(404);
      expect(a.body).toMatchObject({ error: "not_found", error_code: "PAYOUT_RUN_NOT_FOUND" });
    }
    const notUuid = await b.request("GET", "/v1/payouts/run-1/verify", { key: b.adminKey });
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.details).toEqual([{ field: "params.run_id", problem: 'must match format "uuid"' }]);
  });

  it("gives each recipient a Merkle proof of its own share, for runs of every size", async () => {
    for (const n of [1, 2, 3, 5, 8, 13, 100]) {
      const recipients = Array.from({ length: n }, (_, i) => ({ address: randomSolana(), role: i % 2 ? "model" : "compute", bps: i === 0 ? 10_000 - (n - 1) : 1 }));
      const r = await run(b, { total_amount_lamports: "999999999999999999999999999999", recipients });
      for (const who of [recipients[0]!, recipients[n - 1]!, recipients[Math.floor(n / 2)]!]) {
        const a = await b.request("GET", `/v1/payouts/${r.run_id}/proof/${who.address}`, { key: b.adminKey });
        expect(a.status).toBe(200);
        expect(a.body).toMatchObject({ run_id: r.run_id, merkle_root: r.merkle_root, leaf: { address: who.address, role: who.role, bps: who.bps } });
        expect(a.body.proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(checkProof(a.body.leaf, a.body.proof, r.merkle_root), `n=${n}`).toBe(true);
        // A proof for another amount does not lead to the root.
        expect(checkProof({ ...a.body.leaf, amount_lamports: "1" }, a.body.proof, r.merkle_root)).toBe(false);
      }
    }
    const r = await run(b);
    const mixedCase = await b.request("GET", `/v1/payouts/${r.run_id}/proof/${EVM[0]!.toLowerCase()}`, { key: b.adminKey });
    expect(mixedCase.body.leaf.address).toBe(EVM[0]);
    const stranger = await b.request("GET", `/v1/payouts/${r.run_id}/proof/${EVM[2]}`, { key: b.adminKey });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error_code).toBe("PAYOUT_RECIPIENT_NOT_FOUND");
    expect((await b.request("GET", `/v1/payouts/${r.run_id}/proof/not-an-address!`, { key: b.adminKey })).status).toBe(400);
  });

  it("replays a create with the same Idempotency-Key, and appends payout.created with the run", async () => {
    const headers = { "idempotency-key": "run-idem-1" };
    const one = await createRun(b, { agent_id: "idem-agent" }, b.adminKey, headers);
    const two = await createRun(b, { agent_id: "idem-agent" }, b.adminKey, headers);
    expect(two.headers.get("idempotent-replayed")).toBe("true");
    expect(two.body).toEqual(one.body);
    expect((await createRun(b, { agent_id: "idem-agent", total_amount_lamports: "5" }, b.adminKey, headers)).body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
    const events = await b.request("GET", "/v1/events?subject=idem-agent&type=payout", { key: b.adminKey });
    expect(events.body.events).toHaveLength(1);
    expect(events.body.events[0]).toMatchObject({
      type: "payout.created",
      subject: "idem-agent",
      data: { run_id: one.body.run.run_id, total_amount_lamports: "1000000000", recipient_count: 4, payout_hash: one.body.run.payout_hash, merkle_root: one.body.run.merkle_root },
    });
  });
});
