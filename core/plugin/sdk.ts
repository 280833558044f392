/**
 * What a plugin package imports: `import { definePlugin, defineRoute, env, Type } from "berth/plugin"`.
 * Everything here is part of the plugin contract (PLUGIN_API_VERSION).
 */
export { definePlugin, PLUGIN_API_VERSION, type BerthPlugin, type PluginContext, type PluginParts } from "./define-plugin.ts";
export type { Registry, RegistryOptions } from "./registry.ts";
export { defineRoute, type RouteDefinition } from "../http/route.ts";
export { validateInput } from "../http/validation.ts";
export { PassportIdSchema, SuccessTrue, UnixMs } from "../http/common-schemas.ts";
export { env } from "../config/config-var.ts";
export { requireActFor, requireAdmin } from "../auth/key-service.ts";
export type { Principal, Mode, Role } from "../auth/principal.ts";
export { callerOf } from "../../schema/context.ts";
export type { SchemaKit } from "../../schema/builder.ts";
export * from "../errors/berth-error.ts";
export { Type } from "typebox";
