import { callerOf, objectType, type SchemaKit } from "berth/plugin";
import type { ChainsService } from "./chains-service.ts";
import { ChainInfoSchema } from "./schemas.ts";

export function chainsGraphQL({ builder }: SchemaKit, service: ChainsService): void {
  const Chain = objectType(builder, "ChainInfo", ChainInfoSchema);
  builder.queryField("chains", (t) => t.field({ type: [Chain], description: "Same as GET /v2/chains.", resolve: (_r, _a, ctx) => service.list(callerOf(ctx).mode) }));
}
