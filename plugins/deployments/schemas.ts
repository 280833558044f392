import { HttpUrlSchema, PassportIdSchema, SuccessTrue, Type, UnixMs, UuidSchema } from "berth/plugin";
import { ACTUAL_STATES, DESIRED_STATES, HEALTHS, SLOTS } from "./state-machine.ts";

/** Largest descriptor kept with a deployment, as JSON. */
export const MAX_DESCRIPTOR_BYTES = 65_536;

const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);
const NullableMs = Type.Union([UnixMs, Type.Null()]);

export const PROVIDER_PATTERN = "^[a-z][a-z0-9-]{0,31}$";
const PROVIDER_DESCRIPTION = "Where it runs: railway, akash, nosana, phala, ionet, or an operator's own name.";
export const ProviderSchema = Type.String({ pattern: PROVIDER_PATTERN, description: PROVIDER_DESCRIPTION });
/** A provider's deployment id: printable ASCII, 1-256 characters (also what webhook deliveries may name). */
export const PROVIDER_DEPLOYMENT_ID_PATTERN = "^[\\x21-\\x7e]+$";
export const MAX_PROVIDER_DEPLOYMENT_ID = 256;
const ProviderDeploymentId = Type.String({ minLength: 1, maxLength: MAX_PROVIDER_DEPLOYMENT_ID, pattern: PROVIDER_DEPLOYMENT_ID_PATTERN, description: "The provider's id of the deployment (printable ASCII)." });

export const DeploymentSchema = Type.Object(
  {
    deployment_id: UuidSchema,
    agent_passport_id: PassportIdSchema,
    provider: Type.String(),
    provider_deployment_id: Nullable(Type.String()),
    revision: Nullable(Type.String()),
    descriptor: Type.Record(Type.String(), Type.Unknown(), { description: "What was deployed, as sent." }),
    slot: Type.Enum([...SLOTS]),
    desired_state: Type.Enum([...DESIRED_STATES]),
    actual_state: Type.Enum([...ACTUAL_STATES]),
    health: Type.Enum([...HEALTHS]),
    url: Nullable(Type.String()),
    was_primary: Type.Boolean({ description: "Whether it has been the primary: only former primaries can be rolled back to." }),
    replaced_deployment_id: Nullable(Type.String({ description: "The primary this one replaced: where a rollback from it returns." })),
    observed_at: NullableMs,
    created_at: UnixMs,
    updated_at: UnixMs,
    promoted_at: NullableMs,
    retired_at: NullableMs,
    terminated_at: NullableMs,
    restored_at: NullableMs,
    version: Type.Integer({ minimum: 1, description: "Grows with every change." }),
  },
  { description: "A deployment of an agent: blue/green slot, lifecycle state and health." },
);

export const AgentParams = Type.Object({ passportId: PassportIdSchema });
export const DeploymentParams = Type.Object({ deploymentId: UuidSchema });

export const CreateDeploymentBody = Type.Object(
  {
    provider: Type.Optional({ ...ProviderSchema, description: `${PROVIDER_DESCRIPTION} Absent: the descriptor's deployment_config.target.type (the reference's descriptor), _ written as -.` }),
    descriptor: Type.Record(Type.String(), Type.Unknown(), { description: `What is deployed (any JSON object, at most ${MAX_DESCRIPTOR_BYTES} bytes): Berth's agent descriptor, the reference's, or anything else.` }),
    revision: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "The version deployed: a git sha, an image tag." })),
    slot: Type.Optional(Type.Enum(["primary", "blue"], { description: "blue (default), or primary while the agent has none." })),
    provider_deployment_id: Type.Optional(ProviderDeploymentId),
  },
  { additionalProperties: false },
);

export const ListDeploymentsQuery = Type.Object(
  {
    slot: Type.Optional(Type.Enum([...SLOTS])),
    state: Type.Optional(Type.Enum([...ACTUAL_STATES], { description: "Only deployments in this actual state." })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const StatusBody = Type.Object(
  {
    actual_state: Type.Optional(Type.Enum([...ACTUAL_STATES])),
    health: Type.Optional(Type.Enum([...HEALTHS])),
    url: Type.Optional(HttpUrlSchema),
    provider_deployment_id: Type.Optional(ProviderDeploymentId),
    observed_at: Type.Optional({ ...UnixMs, description: "When the provider saw this (Unix ms; default now; at most 5 minutes ahead of now). A report older than the last applied one changes nothing." }),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const DeploymentAnswer = Type.Object({ success: SuccessTrue, deployment: DeploymentSchema });

export const DeploymentsPageSchema = Type.Object({
  deployments: Type.Array(DeploymentSchema, { description: "Newest first." }),
  next_cursor: Nullable(Type.String()),
});
export const DeploymentsAnswer = Type.Object({ success: SuccessTrue, ...DeploymentsPageSchema.properties });

export const StatusResultSchema = Type.Object({
  deployment: DeploymentSchema,
  applied: Type.Boolean({ description: "False when the report was older than the last applied one and changed nothing." }),
});
export const StatusAnswer = Type.Object({ success: SuccessTrue, ...StatusResultSchema.properties });

/** The spec's answer to promote and rollback. */
export const ChangeSchema = Type.Object({
  message: Type.String(),
  deployment_id: Type.String({ description: "The deployment that is primary now." }),
});
export const ChangeAnswer = Type.Object({ success: SuccessTrue, ...ChangeSchema.properties });
