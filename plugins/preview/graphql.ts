import { callerOf, graphqlInput, objectType, type SchemaKit } from "berth/plugin";
import type { PreviewInputBody, PreviewService } from "./preview-service.ts";
import { EnvVarSchema, PreviewBody, PreviewSchema } from "./schemas.ts";

export function previewGraphQL({ builder }: SchemaKit, service: PreviewService): void {
  const EnvVar = objectType(builder, "AgentPreviewEnvVar", EnvVarSchema, { description: "An environment variable the generated agent reads." });
  const Preview = objectType(builder, "AgentPreview", PreviewSchema, { types: { env_vars: EnvVar } });
  builder.mutationField("previewAgent", (t) =>
    t.field({
      type: Preview,
      description: "Same as POST /v1/agents/preview (admin): the files of an agent generated from a descriptor; nothing is deployed or stored.",
      args: {
        descriptor: t.arg({ type: "JSON", required: true, description: "The agent descriptor, as in the REST body." }),
        name: t.arg.string(),
        owner: t.arg.string(),
        preferredAdapter: t.arg.string(),
      },
      resolve: (_r, args, ctx) => service.preview(callerOf(ctx), graphqlInput<PreviewInputBody>(PreviewBody, args)),
    }),
  );
}
