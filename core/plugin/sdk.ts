/**
 * The plugin SDK: everything a plugin imports, in-repo or from an npm package —
 * `import { definePlugin, storePort, defineRoute, Type } from "berth/plugin"`.
 * Everything here is part of the plugin contract (PLUGIN_API_VERSION).
 */

// The contract: plugins, extension points, commands, ports.
export { contribution, definePlugin, PLUGIN_API_VERSION, type BerthPlugin, type Contribution, type PluginContext, type PluginParts, type PluginRef } from "./define-plugin.ts";
export { defineExtensionPoint, type ExtensionPoint } from "./define-extension-point.ts";
export { defineEventType, type EventTypeDefinition } from "../events/define-event-type.ts";
export type { DataProblem, EventTypeInfo, EventTypes } from "../events/event-catalog.ts";
export type { Registry } from "./registry.ts";
export { defineCommand, UsageError, type CommandContext, type CommandDefinition, type CommandInput, type CommandOption, type SubcommandDefinition } from "./define-command.ts";
export type { PortDefinition } from "../ports/define-port.ts";
export { Degraded, type DependencyStatus, type Readiness } from "./readiness.ts";
export type { MetricSample, PortMetric } from "../ports/port.ts";

// Ports a plugin may need, and what they offer.
export {
  storePort,
  DuplicateKeyError,
  type Collection,
  type CollectionSpec,
  type FindQuery,
  type IndexValue,
  type Page,
  type StoreScope,
  type Stored,
  type TransactionScope,
  type Where,
} from "../ports/document-store.ts";
export type { WorldStore, WorldStores, WorldTransaction } from "../ports/document-store.ts";
export { Lease, takeLease, type HeldLease, type TakeOptions } from "../ports/lease.ts";

// Background work: the scheduler every leased or periodic job runs on, and its clocks.
export type { JobHandle, JobLease, JobSpec, RoundContext, RoundResult } from "../scheduler/scheduler.ts";
export { systemClock, type Clock } from "../scheduler/clock.ts";
export { ManualClock } from "../scheduler/manual-clock.ts";
export { eventStream } from "../events/event-stream.ts";
export { eventLogPort, eventFamily, EVENT_TYPE_PATTERN, type BerthEvent, type EventLog, type EventPage, type EventQuery, type EventSubscription, type NewEvent } from "../ports/event-log.ts";
export { chainsPort, chainFor, type ChainHandle, type Chains, type ChainSigner } from "../ports/chains.ts";
export { toChainError, type DecodedRevert } from "../ports/chain-errors.ts";
export { awaitReceipt } from "../ports/transaction.ts";
export { embedderPort, EmbedderUnavailableError, type Embedder, type RerankCandidate } from "../ports/embedder.ts";
export {
  vectorIndexPort,
  MAX_K,
  MEMORY_LANES,
  MEMORY_TYPES,
  squaredNorm,
  type IndexEntry,
  type IndexFilter,
  type MemoryLane,
  type MemoryType,
  type VectorIndex,
} from "../ports/vector-index.ts";
export { apiKeysPort, type ApiKeys, type ApiKeyView, type CreateKeyInput } from "../ports/api-keys.ts";
export { abi as identityRegistryAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
export { abi as escrowAbi } from "../../contracts/artifacts/BerthEscrow.ts";
export { abi as reputationRegistryAbi } from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
export { abi as validationRegistryAbi } from "../../contracts/artifacts/ValidationRegistryUpgradeable.ts";

// REST: routes, validation, the shared schemas.
export { defineRoute, type RouteDefinition, type RouteRequest, type RouteResponse } from "../http/route.ts";
export { isHttpUrl, validateInput } from "../http/validation.ts";
export { chargeWork, extraUnits } from "../http/server/work-charge.ts";
export {
  AddressSchema,
  Bytes32Schema,
  ChainNameSchema,
  DecimalStringSchema,
  HttpUrlSchema,
  PassportIdSchema,
  SuccessTrue,
  UnixMs,
  UuidSchema,
} from "../http/common-schemas.ts";
export { Type, type Static, type TSchema } from "typebox";

// GraphQL: the schema kit, the caller, REST-derived types and inputs.
export type { AgentShape, SchemaKit } from "../schema/builder.ts";
export { callerOf, type GraphQLContext } from "../schema/context.ts";
export { graphqlInput } from "../schema/graphql-input.ts";
export { objectType, type ObjectTypeOptions } from "../schema/object-from-schema.ts";

// Auth, errors, config, utilities.
export { refuseViewerWrite, requireActFor, requireAdmin, seesEverything } from "../auth/access.ts";
export type { Mode, Principal, Role } from "../auth/principal.ts";
export * from "../errors/berth-error.ts";
export { env, type ConfigSpec, type ConfigValues, type ConfigVar } from "../config/config-var.ts";
export { canonicalJson } from "../util/canonical-json.ts";
export { PATTERNS } from "../util/patterns.ts";
export { Mutex } from "../util/mutex.ts";
export { runSteps, runStepsInSlices, SLICE_MS, TimeSlice, yieldToEventLoop } from "../util/time-slice.ts";
export { decodeCursor, encodeCursor } from "../ports/cursor.ts";
export { AddressNotAllowed, AddressPolicy, isPublicAddress, parseAllowList, type AddressPolicyOptions } from "../net/address-policy.ts";
