import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { GraphQLSchema } from "graphql";
import { pino, type Logger } from "pino";
import { BUILTIN_PLUGINS } from "../../plugins/index.ts";
import { createBuilder } from "../../schema/builder.ts";
import { KeyService } from "../auth/key-service.ts";
import { keysPlugin } from "../auth/keys-plugin.ts";
import { ConfigError, readConfig, type ConfigProblem, type ConfigValues } from "../config/config-var.ts";
import { hostConfigSpec } from "../config/host-config.ts";
import { createServer } from "../http/create-server.ts";
import { mountMercurius } from "../http/graphql/mount-mercurius.ts";
import { mountYoga } from "../http/graphql/mount-yoga.ts";
import { Idempotency } from "../http/idempotency.ts";
import { HttpMetrics } from "../http/metrics.ts";
import { RateLimiter } from "../http/rate-limiter.ts";
import { registerRoute } from "../http/register-route.ts";
import { BatchedLogStream } from "./batched-log-stream.ts";
import type { RouteDefinition } from "../http/route.ts";
import type { PluginContext, PluginParts, PortMap, PortName, BerthPlugin } from "../plugin/define-plugin.ts";
import { loadPlugin, PluginLoadError } from "../plugin/load-plugins.ts";
import { orderPlugins } from "../plugin/order-plugins.ts";
import { Readiness } from "../plugin/readiness.ts";
import { MutableRegistry, type RegistryOptions } from "../plugin/registry.ts";
import type { DocumentStore } from "../ports/document-store.ts";
import { worldStores } from "../ports/world-store.ts";
import { openStore } from "./open-store.ts";
import { checkMemoryPortsConfig, openEmbedder, openVectorIndex } from "./open-memory-ports.ts";
import { readChainsConfig } from "../config/chains-config.ts";
import { openChains } from "../../adapters/evm/evm-chains.ts";
import { sortRoutes } from "./sort-routes.ts";

/** The repository root: in-repo plugin specifiers are relative to it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export type HostConfig = ConfigValues<typeof hostConfigSpec>;

export interface HostOptions {
  /** Environment to read config from; default process.env. */
  env?: Record<string, string | undefined>;
  /** Plugins given as values (tests); they join the loaded ones. */
  extraPlugins?: BerthPlugin[];
  /** Load the in-repo plugins (default true). */
  builtins?: boolean;
  /** Use this logger instead of making one from LOG_LEVEL. */
  logger?: Logger;
}

export interface Host {
  readonly app: FastifyInstance;
  readonly config: HostConfig;
  readonly log: Logger;
  readonly keys: KeyService;
  readonly schema: GraphQLSchema;
  readonly store: DocumentStore;
  readonly plugins: readonly string[];
  /** Starts listening on HOST:PORT; answers the base URL. */
  listen(): Promise<string>;
  /** Stops taking requests, lets the ones in flight finish, closes plugins and ports. Idempotent. */
  close(): Promise<void>;
}

const KNOWN_PORTS: readonly PortName[] = ["store", "chains", "embedder", "vectorIndex"];

async function loadAll(specifiers: string[], baseDirOf: (s: string) => string, problems: ConfigProblem[]): Promise<BerthPlugin[]> {
  const out: BerthPlugin[] = [];
  for (const specifier of specifiers) {
    try {
      out.push(...(await loadPlugin(specifier, baseDirOf(specifier))));
    } catch (err) {
      if (!(err instanceof PluginLoadError)) throw err;
      problems.push({ variable: "BERTH_PLUGINS", problem: err.message });
    }
  }
  return out;
}

/**
 * Builds a Berth host: reads and checks all config (every problem at once), loads and orders
 * plugins, opens the ports they need, runs their setup, composes REST + GraphQL, and is ready
 * to listen. Nothing is opened when the config is wrong.
 */
export async function createHost(options: HostOptions = {}): Promise<Host> {
  const env = options.env ?? process.env;
  const problems: ConfigProblem[] = [];
  const config = readConfig(hostConfigSpec, env, problems);
  if (config.STORE === "mongodb" && !config.MONGODB_URL) problems.push({ variable: "MONGODB_URL", problem: "is required when STORE=mongodb" });

  const pluginDir = resolve(config.BERTH_PLUGIN_DIR ?? process.cwd());
  const builtins = options.builtins === false ? [] : [...BUILTIN_PLUGINS];
  const loaded = await loadAll([...builtins, ...(config.BERTH_PLUGINS ?? [])], (s) => (builtins.includes(s) ? REPO_ROOT : pluginDir), problems);
  const all = [...loaded, ...(options.extraPlugins ?? [])];
  const { ordered, problems: orderProblems } = orderPlugins(all);
  for (const p of orderProblems) problems.push({ variable: "BERTH_PLUGINS", problem: p });
  const needed = new Set(ordered.flatMap((p) => p.needs?.ports ?? []));
  checkMemoryPortsConfig(config, problems);
  const chainSettings = needed.has("chains") ? readChainsConfig(config.CHAINS.filter((c) => c !== "none"), env, problems) : [];
  const pluginConfigs = new Map<string, unknown>();
  for (const p of ordered) {
    pluginConfigs.set(p.name, readConfig(p.config ?? {}, env, problems));
    for (const port of p.needs?.ports ?? []) {
      if (!KNOWN_PORTS.includes(port)) problems.push({ variable: "BERTH_PLUGINS", problem: `plugin ${p.name} needs unknown port ${port}` });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const logDestination = options.logger ? undefined : new BatchedLogStream();
  const log = options.logger ?? pino({ level: config.LOG_LEVEL, base: { service: "berth" } }, logDestination!);
  const store = openStore(config);
  const closers: (() => Promise<void>)[] = [];
  try {
    const readiness = new Readiness(config.READY_TIMEOUT_MS);
    readiness.add(`store:${store.kind}`, () => store.ping());
    const stores = worldStores(store);
    const keys = new KeyService(store, config.API_KEY_PREFIX);
    // Ports nobody asked for are never opened (no devnet starts when no plugin needs a chain).
    const chains = needed.has("chains")
      ? await openChains(chainSettings, { dataDir: resolve(config.BERTH_DATA_DIR), rpcTimeoutMs: config.CHAIN_RPC_TIMEOUT_MS })
      : undefined;
    if (chains) {
      closers.push(() => chains.close());
      for (const c of chains.list()) readiness.add(`chain:${c.name}`, () => chains.pingChain(c.name));
    }
    const embedder = needed.has("embedder") || needed.has("vectorIndex") ? openEmbedder(config) : undefined;
    if (embedder) {
      closers.push(() => embedder.close());
      readiness.add(`embedder:${config.EMBEDDER}`, () => embedder.ping());
    }
    const vectorIndex = needed.has("vectorIndex") ? await openVectorIndex(config, embedder!.model) : undefined;
    if (vectorIndex) {
      closers.push(() => vectorIndex.close());
      readiness.add(`vector_index:${config.VECTOR_INDEX}`, () => vectorIndex.ping());
    }
    const opened = <T>(name: string, port: T | undefined): T => {
      if (port === undefined) throw new Error(`the ${name} port was not opened`);
      return port;
    };
    const ports = {
      store: stores,
      get chains() {
        return opened("chains", chains);
      },
      get embedder() {
        return opened("embedder", embedder);
      },
      get vectorIndex() {
        return opened("vectorIndex", vectorIndex);
      },
    } satisfies PortMap;
    const services = new Map<string, unknown>();
    const registries = new Map<string, MutableRegistry<unknown>>();
    const contributions: { plugin: string; parts: PluginParts<unknown> }[] = [];

    for (const plugin of [keysPlugin(keys) as BerthPlugin, ...ordered]) {
      const needsPlugins = new Set(plugin.needs?.plugins ?? []);
      const needsPorts = new Set(plugin.needs?.ports ?? []);
      const ctx: PluginContext<unknown> = {
        name: plugin.name,
        config: pluginConfigs.get(plugin.name) ?? {},
        log: log.child({ plugin: plugin.name }),
        port: <K extends PortName>(name: K) => {
          if (!needsPorts.has(name)) throw new Error(`plugin ${plugin.name} uses port ${name} without listing it in needs.ports`);
          return ports[name];
        },
        plugin: <S>(name: string) => {
          if (!needsPlugins.has(name)) throw new Error(`plugin ${plugin.name} uses plugin ${name} without listing it in needs.plugins`);
          return services.get(name) as S;
        },
        provideRegistry: <T>(name: string, opts: RegistryOptions<T> = {}) => {
          const key = `${plugin.name}.${name}`;
          if (registries.has(key)) throw new Error(`registry ${key} exists already`);
          const registry = new MutableRegistry<T>(plugin.name, name, opts);
          registries.set(key, registry as MutableRegistry<unknown>);
          return registry;
        },
        contribute: (owner, registry, key, value) => {
          if (!needsPlugins.has(owner)) throw new Error(`plugin ${plugin.name} contributes to ${owner} without listing it in needs.plugins`);
          const target = registries.get(`${owner}.${registry}`);
          if (!target) throw new Error(`plugin ${plugin.name} contributes to ${owner}.${registry}, which ${owner} does not provide`);
          target.add(key, value, plugin.name);
        },
        readiness,
      };
      const parts = await plugin.setup(ctx as never);
      services.set(plugin.name, parts.service);
      contributions.push({ plugin: plugin.name, parts });
      if (parts.close) closers.unshift(parts.close);
    }

    const { builder, Agent } = createBuilder();
    for (const { parts } of contributions) parts.graphql?.({ builder, Agent });
    const schema = builder.toSchema({ sortSchema: true });

    const metrics = new HttpMetrics();
    const app = createServer({
      log,
      keys,
      metrics,
      limiter: new RateLimiter(config.RATE_LIMIT_MAX, config.RATE_LIMIT_WINDOW_MS),
      bodyLimit: config.BODY_LIMIT_BYTES,
    });
    await mountDocs(app);
    app.get("/metrics", { config: { auth: "none" }, schema: { hide: true } }, async (_req, reply) => {
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
    const idempotency = new Idempotency(stores);
    const routes = contributions.flatMap(({ plugin, parts }) => (parts.routes ?? []).map((route) => ({ plugin, route })));
    const byRoute = new Map(routes.map((r) => [r.route, r.plugin]));
    for (const route of sortRoutes(routes.map((r) => r.route))) registerRoute(app, route, idempotency, byRoute.get(route)!);
    if (config.GRAPHQL_ENGINE === "yoga") await mountYoga(app, schema, log);
    else await mountMercurius(app, schema, log);
    await app.ready();

    let closing: Promise<void> | undefined;
    const host: Host = {
      app,
      config,
      log,
      keys,
      schema,
      store,
      plugins: contributions.map((c) => c.plugin),
      listen: async () => {
        await app.listen({ host: config.HOST, port: config.PORT });
        const address = app.server.address();
        const port = typeof address === "object" && address ? address.port : config.PORT;
        const hostName = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
        logDestination?.flushSync();
        return `http://${hostName}:${port}`;
      },
      close: () => {
        closing ??= (async () => {
          // Fastify stops accepting, answers 503 to new requests on open sockets, and waits for
          // the ones in flight; only then do plugins and ports close under them.
          // Connections whose request was in flight at close() turn idle only after answering;
          // closing them as they do lets server.close() finish instead of waiting out keep-alive.
          const reaper = setInterval(() => app.server.closeIdleConnections(), 20);
          try {
            await app.close();
          } finally {
            clearInterval(reaper);
          }
          for (const close of closers) await close().catch((err: unknown) => log.error({ err }, "plugin close failed"));
          await store.close();
          logDestination?.close();
        })();
        return closing;
      },
    };
    return host;
  } catch (err) {
    for (const close of closers) await close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw err;
  }
}

/** OpenAPI 3.1 at /openapi.json, generated from the route declarations, and a docs page at /docs. */
async function mountDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Berth",
        version: "0.1.0",
        description: "Operate autonomous agents: identity, memory, escrow, deployments, payouts, anchors, compute health, reputation.",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "An API key: <prefix>_live_<secret> or <prefix>_test_<secret>." } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: false, uiConfig: { docExpansion: "list", deepLinking: true } });
  app.get("/openapi.json", { config: { auth: "none" }, schema: { hide: true } }, async () => app.swagger());
}

export type { RouteDefinition };
