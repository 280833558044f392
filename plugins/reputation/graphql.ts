import { objectType, type SchemaKit } from "berth/plugin";
import type { ReputationService } from "./reputation-service.ts";
import { AlgorithmSchema } from "./schemas.ts";

export function reputationGraphQL({ builder }: SchemaKit, service: ReputationService): void {
  const Algorithm = objectType(builder, "ReputationAlgorithm", AlgorithmSchema);
  builder.queryField("reputationAlgorithms", (t) => t.field({ type: [Algorithm], description: "The reputation scoring algorithms.", resolve: () => service.algorithms() }));
}
