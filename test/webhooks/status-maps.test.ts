import { describe, expect, it } from "vitest";
import { AKASH_STATES } from "../../plugins/providers/akash/akash-provider.ts";
import { IONET_KINDS } from "../../plugins/providers/ionet/ionet-provider.ts";
import { NOSANA_STATES } from "../../plugins/providers/nosana/nosana-provider.ts";
import { PHALA_EVENTS } from "../../plugins/providers/phala/phala-provider.ts";
import { RAILWAY_STATUSES } from "../../plugins/providers/railway/railway-provider.ts";
import { docSection } from "../support/docs.ts";

describe("the status maps of docs/provider-webhooks.md", () => {
  it("say exactly what each provider's map does", () => {
    const maps = docSection("docs/provider-webhooks.md", "## Status maps");
    const rows = new Set([...maps.matchAll(/^\| (\w+) \| `([^`]+)` \| (\w+|—) \| (\w+|—) \|/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]} ${m[4]}`));
    const expected = Object.entries({ railway: RAILWAY_STATUSES, phala: PHALA_EVENTS, akash: AKASH_STATES, nosana: NOSANA_STATES, ionet: IONET_KINDS }).flatMap(([p, map]) =>
      Object.entries(map).map(([status, m]) => `${p} ${status} ${m.actual_state ?? "—"} ${m.health ?? "—"}`),
    );
    expect(expected.filter((row) => !rows.has(row))).toEqual([]);
    expect([...rows].filter((row) => !expected.includes(row))).toEqual([]);
  });
});
