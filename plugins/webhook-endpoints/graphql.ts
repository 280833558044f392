import { callerOf, graphqlInput, objectType, Type, UuidSchema, type SchemaKit, type Static } from "berth/plugin";
import type { AttemptsInput, CreateEndpointInput, ListInput, ReplayInput, RotateInput, UpdateEndpointInput, WebhookEndpointsService } from "./webhook-endpoints-service.ts";
import {
  AttemptPageSchema,
  AttemptSchema,
  AttemptsQuery,
  CreateEndpointBody,
  DeletedSchema,
  EndpointPageSchema,
  EndpointSchema,
  IssuedEndpointSchema,
  ListQuery,
  ReplayBody,
  ReplaySchema,
  RotateBody,
  TestSchema,
  UpdateEndpointBody,
} from "./schemas.ts";

const IdArgs = Type.Object({ endpointId: UuidSchema });
const idOf = (args: { id: string | number }) => graphqlInput<Static<typeof IdArgs>>(IdArgs, { endpointId: String(args.id) }).endpointId;

export function webhookEndpointsGraphQL({ builder }: SchemaKit, service: WebhookEndpointsService): void {
  const Endpoint = objectType(builder, "WebhookEndpoint", EndpointSchema);
  const Issued = objectType(builder, "IssuedWebhookEndpoint", IssuedEndpointSchema, { types: { endpoint: Endpoint } });
  const Page = objectType(builder, "WebhookEndpointPage", EndpointPageSchema, { types: { endpoints: Endpoint } });
  const Attempt = objectType(builder, "WebhookAttempt", AttemptSchema);
  const Attempts = objectType(builder, "WebhookAttemptPage", AttemptPageSchema, { types: { attempts: Attempt } });
  const Replay = objectType(builder, "WebhookReplay", ReplaySchema);
  const Test = objectType(builder, "WebhookTest", TestSchema);
  const Deleted = objectType(builder, "DeletedWebhookEndpoint", DeletedSchema);

  builder.queryFields((t) => ({
    webhookEndpoints: t.field({
      type: Page,
      description: "Same as GET /v1/webhook-endpoints.",
      args: { limit: t.arg.int(), cursor: t.arg.string() },
      resolve: (_r, a, ctx) => service.list(callerOf(ctx), graphqlInput<ListInput>(ListQuery, a)),
    }),
    webhookEndpoint: t.field({
      type: Endpoint,
      description: "Same as GET /v1/webhook-endpoints/{endpointId}.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.get(callerOf(ctx), idOf(a)),
    }),
    webhookEndpointAttempts: t.field({
      type: Attempts,
      description: "Same as GET /v1/webhook-endpoints/{endpointId}/attempts.",
      args: { id: t.arg.id({ required: true }), limit: t.arg.int(), cursor: t.arg.string(), eventId: t.arg.id() },
      resolve: (_r, a, ctx) => service.attempts(callerOf(ctx), idOf(a), graphqlInput<AttemptsInput>(AttemptsQuery, a, { omit: ["id"] })),
    }),
  }));
  builder.mutationFields((t) => ({
    createWebhookEndpoint: t.field({
      type: Issued,
      description: "Same as POST /v1/webhook-endpoints: the secret is answered this once.",
      args: { url: t.arg.string({ required: true }), eventTypes: t.arg.stringList({ required: true }), subjects: t.arg.stringList(), description: t.arg.string() },
      resolve: (_r, a, ctx) => service.create(callerOf(ctx), graphqlInput<CreateEndpointInput>(CreateEndpointBody, a)),
    }),
    updateWebhookEndpoint: t.field({
      type: Endpoint,
      description: "Same as PATCH /v1/webhook-endpoints/{endpointId} (subjects and description cannot be set to null here: use REST).",
      args: { id: t.arg.id({ required: true }), url: t.arg.string(), eventTypes: t.arg.stringList(), subjects: t.arg.stringList(), description: t.arg.string(), disabled: t.arg.boolean() },
      resolve: (_r, a, ctx) => service.update(callerOf(ctx), idOf(a), graphqlInput<UpdateEndpointInput>(UpdateEndpointBody, a, { omit: ["id"] })),
    }),
    deleteWebhookEndpoint: t.field({
      type: Deleted,
      description: "Same as DELETE /v1/webhook-endpoints/{endpointId}.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.delete(callerOf(ctx), idOf(a)),
    }),
    rotateWebhookEndpointSecret: t.field({
      type: Issued,
      description: "Same as POST /v1/webhook-endpoints/{endpointId}/rotate-secret.",
      args: { id: t.arg.id({ required: true }), overlapMs: t.arg.float({ description: "ms the old secrets keep signing." }) },
      resolve: (_r, a, ctx) => service.rotate(callerOf(ctx), idOf(a), graphqlInput<RotateInput>(RotateBody, a, { omit: ["id"] })),
    }),
    replayWebhookEndpoint: t.field({
      type: Replay,
      description: "Same as POST /v1/webhook-endpoints/{endpointId}/replay: since (Unix ms, with onlyFailed: only failed messages) or eventId.",
      args: { id: t.arg.id({ required: true }), since: t.arg.float(), eventId: t.arg.id(), onlyFailed: t.arg.boolean() },
      resolve: (_r, a, ctx) => service.replay(callerOf(ctx), idOf(a), graphqlInput<ReplayInput>(ReplayBody, a, { omit: ["id"] })),
    }),
    testWebhookEndpoint: t.field({
      type: Test,
      description: "Same as POST /v1/webhook-endpoints/{endpointId}/test.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.test(callerOf(ctx), idOf(a)),
    }),
  }));
}
