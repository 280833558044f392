import { Type } from "typebox";
import { SuccessTrue } from "../../core/http/common-schemas.ts";
import { defineRoute } from "../../core/http/route.ts";
import { definePlugin } from "../../core/plugin/define-plugin.ts";
import { REPUTATION_ALGORITHMS, type ReputationAlgorithm } from "./algorithms.ts";

const Algorithm = Type.Object({ id: Type.String(), name: Type.String(), version: Type.String(), description: Type.String() });

export const reputationPlugin = definePlugin({
  name: "reputation",
  description: "GET /v2/reputation/algorithms: the reputation scoring algorithms.",
  setup: () => {
    const service = { algorithms: (): readonly ReputationAlgorithm[] => REPUTATION_ALGORITHMS };
    return {
      service,
      routes: [
        defineRoute({
          method: "GET",
          url: "/v2/reputation/algorithms",
          auth: "key",
          summary: "List reputation algorithms",
          tags: ["reputation"],
          response: { 200: Type.Object({ success: SuccessTrue, algorithms: Type.Array(Algorithm) }) },
          handler: async () => ({ success: true, algorithms: service.algorithms() }),
        }),
      ],
      graphql: ({ builder }) => {
        const Ref = builder.objectRef<ReputationAlgorithm>("ReputationAlgorithm").implement({
          fields: (t) => ({
            id: t.exposeID("id"),
            name: t.exposeString("name"),
            version: t.exposeString("version"),
            description: t.exposeString("description"),
          }),
        });
        builder.queryField("reputationAlgorithms", (t) =>
          t.field({ type: [Ref], description: "The reputation scoring algorithms.", resolve: () => [...service.algorithms()] }),
        );
      },
    };
  },
});

export default reputationPlugin;
