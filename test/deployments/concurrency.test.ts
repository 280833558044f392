import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "./deployment-helpers.ts";

describe("deployments under concurrency", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  it("lets exactly one of twenty concurrent promotes win", async () => {
    const a = deploymentsOf(b, b.adminKey, "race-promote");
    await a.live({ slot: "primary" });
    const blue = await a.live();
    const answers = await Promise.all(Array.from({ length: 20 }, () => a.promote()));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409).every((x) => x.body.error_code === "BLUE_DEPLOYMENT_MISSING")).toBe(true);
    const primaries = (await a.list("?slot=primary")).body.deployments;
    expect(primaries.map((d: { deployment_id: string }) => d.deployment_id)).toEqual([blue]);
    expect((await a.events("deployment.promoted")).body.events).toHaveLength(1);
  });

  it("leaves exactly one primary when promotes and rollbacks race", async () => {
    for (let round = 0; round < 5; round++) {
      const a = deploymentsOf(b, b.adminKey, `race-mixed-${round}`);
      await a.live({ slot: "primary" });
      await a.live();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a.promote() : a.rollback())));
      expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
      expect(answers.some((x) => x.status === 200)).toBe(true);
      const primaries = (await a.list("?slot=primary")).body.deployments as { actual_state: string }[];
      expect(primaries).toHaveLength(1);
      expect(primaries[0]!.actual_state).not.toBe("terminated");
    }
  });

  it("never forks a slot when concurrent creates race for it", async () => {
    const a = deploymentsOf(b, b.adminKey, "race-create");
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => a.create({ slot: "primary", revision: `r${i}` })));
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409).every((x) => x.body.error_code === "DEPLOYMENT_SLOT_TAKEN")).toBe(true);
  });
});
