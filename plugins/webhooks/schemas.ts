import { SuccessTrue, Type } from "berth/plugin";

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
