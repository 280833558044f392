import { SuccessTrue, Type, UnixMs } from "berth/plugin";

// No length limits here: a name no provider has is 404 WEBHOOK_PROVIDER_UNKNOWN, and a token that
// is no secret 401 WEBHOOK_TOKEN_INVALID, whatever their length (a 400 would tell a prober more).
export const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, description: "railway, akash, nosana, phala, ionet, or a plugin's provider." }) });

export const DeliveryQuery = Type.Object(
  {
    token: Type.Optional(
      Type.Union([Type.String(), Type.Array(Type.String())], { description: "The secret token, for providers that authenticate by URL (Railway). Given twice, it matches no secret." }),
    ),
  },
  { additionalProperties: true },
);

export const ReceiptSchema = Type.Object({
  event_id: Type.String({ description: "The event this delivery made (a redelivery answers the same one)." }),
  matched: Type.Boolean({ description: "False when no deployment has this provider id yet: the delivery is kept and applied when one is created (answered 202)." }),
  applied: Type.Boolean({ description: "Whether it changed the deployment (false: stale, or a status the provider's map does not know)." }),
  duplicate: Type.Boolean({ description: "True for a redelivery of a delivery already received." }),
});

export const ReceiptAnswer = Type.Object({ success: SuccessTrue, ...ReceiptSchema.properties });

export const RefusalSchema = Type.Object(
  {
    provider: Type.String({ description: "The provider named in the URL; `(unknown)` for a name no provider has." }),
    error_code: Type.String({ description: "What the refusal answered: WEBHOOK_SIGNATURE_INVALID, WEBHOOK_PAYLOAD_UNREADABLE, ..." }),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    message: Type.String({ description: "The last such refusal's message in this minute." }),
    minute: UnixMs,
    count: Type.Integer({ minimum: 1, description: "Refusals of this provider and code in this minute." }),
    last_at: UnixMs,
    last_request_id: Type.String({ description: "The x-request-id of the last one: its log line says more." }),
  },
  { description: "Refused provider deliveries of one provider, code and minute." },
);
export const RefusalsQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) }, { additionalProperties: false });
export const RefusalsAnswer = Type.Object({ success: SuccessTrue, refusals: Type.Array(RefusalSchema, { description: "Newest minute first; kept 7 days." }) });
