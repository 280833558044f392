import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { checkProof, EVM, SOL } from "./payout-helpers.ts";

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`payouts in GraphQL on ${engine}`, () => {
    let b: TestBerth;
    let agentKey: string;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
      agentKey = (await b.key("agent", { passports: ["agent-1"] })).token;
    });
    afterAll(() => b.stop());

    const CREATE = `mutation($total: String!, $recipients: [PayoutRecipientInput!]!) {
      createPayoutRun(agentId: "agent-1", totalAmountLamports: $total, recipients: $recipients) { runId totalAmountLamports merkleRoot payoutHash recipientCount recipients { address role bps amountLamports } }
    }`;

    it("creates a run, reads it in the agent's history, verifies it and proves a share", async () => {
      const made = await b.graphql(CREATE, {
        total: "100000000000000000000000000000",
        recipients: [
          { address: SOL[1], role: "compute", bps: 7000 },
          { address: EVM[0], role: "model", bps: 3000 },
        ],
      });
      expect(made.body.errors).toBeUndefined();
      const created = made.body.data.createPayoutRun;
      expect(created.recipientCount).toBe(2);
      const rest = await b.request("GET", `/v1/payouts/${created.runId}`, { key: b.adminKey });
      expect(rest.body.run.payout_hash).toBe(created.payoutHash);

      const read = await b.graphql(
        `query($id: ID!, $a: String!) { agent(passportId: "agent-1") { payouts(limit: 5) { nextCursor history { runId } } } verifyPayout(runId: $id) { valid totalMatches recipientsValid hashValid merkleRootValid problems { check } } payoutProof(runId: $id, address: $a) { merkleRoot index proof leaf { address role bps amountLamports } } payoutRun(runId: $id) { totalAmountLamports } }`,
        { id: created.runId, a: EVM[0] },
        agentKey,
      );
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.agent.payouts).toEqual({ nextCursor: null, history: [{ runId: created.runId }] });
      expect(read.body.data.verifyPayout).toEqual({ valid: true, totalMatches: true, recipientsValid: true, hashValid: true, merkleRootValid: true, problems: [] });
      const proof = read.body.data.payoutProof;
      expect(proof.leaf).toEqual({ address: EVM[0], role: "model", bps: 3000, amountLamports: "30000000000000000000000000000" });
      const leaf = { address: proof.leaf.address, role: proof.leaf.role, bps: proof.leaf.bps, amount_lamports: proof.leaf.amountLamports };
      expect(checkProof(leaf, proof.proof, created.merkleRoot)).toBe(true);
    });

    it("answers the REST error codes", async () => {
      const cases: [string, Record<string, unknown>, string, string?][] = [
        [CREATE, { total: "100", recipients: [{ address: SOL[0], role: "compute", bps: 9000 }] }, "BPS_SUM_INVALID"],
        [CREATE, { total: "1e3", recipients: [{ address: SOL[0], role: "compute", bps: 10000 }] }, "VALIDATION_FAILED"],
        [CREATE, { total: "100", recipients: [{ address: SOL[0], role: "compute", amountLamports: "99" }] }, "AMOUNTS_SUM_INVALID"],
        [CREATE, { total: "100", recipients: [{ address: SOL[0], role: "compute", bps: 10000 }] }, "ADMIN_REQUIRED", agentKey],
        [`{ verifyPayout(runId: "00000000-0000-4000-8000-000000000000") { valid } }`, {}, "PAYOUT_RUN_NOT_FOUND"],
        [`{ verifyPayout(runId: "run-1") { valid } }`, {}, "VALIDATION_FAILED"],
        [`{ agent(passportId: "agent-1") { payouts(limit: 0) { nextCursor } } }`, {}, "VALIDATION_FAILED"],
      ];
      for (const [query, variables, code, key] of cases) {
        const a = await b.graphql(query, variables, key);
        expect(a.body.errors?.[0]?.extensions?.error_code, `${code}: ${JSON.stringify(a.body.errors)}`).toBe(code);
      }
    });
  });
}
