import { join } from "node:path";
import type { Logger } from "pino";
import type { ExtensionPoint } from "../plugin/define-extension-point.ts";
import { pointId } from "../plugin/define-extension-point.ts";
import type { BerthPlugin, PluginContext, PluginParts, PluginRef } from "../plugin/define-plugin.ts";
import type { PortDefinition } from "../ports/define-port.ts";
import type { Readiness } from "../plugin/readiness.ts";
import { MutableRegistry, type Registry } from "../plugin/registry.ts";
import type { HostPlan } from "./plan-host.ts";
import { checkedEventLog } from "../events/checked-event-log.ts";
import { eventLogPort, type EventLog } from "../ports/event-log.ts";
import type { PortSet } from "./port-set.ts";
import type { Scheduler } from "../scheduler/scheduler.ts";

/** What one plugin's setup gave the host. */
export interface PluginOutput {
  plugin: string;
  parts: PluginParts<unknown>;
}

export interface SetupResult {
  outputs: PluginOutput[];
  /** Plugins' close hooks, in the order they must run (last set up, first closed). */
  closers: (() => Promise<void>)[];
}

/**
 * The plugins phase: runs every plugin's setup in dependency order, handing each the ports,
 * services and extension points it declared (and nothing else), typed. A contribution that fails
 * its point's check stops start-up with the contributing plugin's name in the message.
 */
export async function setupPlugins(plan: HostPlan, ports: PortSet, log: Logger, readiness: Readiness, scheduler: Scheduler): Promise<SetupResult> {
  const services = new Map<string, unknown>();
  const registries = new Map<string, MutableRegistry<unknown>>();
  const outputs: PluginOutput[] = [];
  const closers: (() => Promise<void>)[] = [];
  let events: EventLog | undefined;
  // One checked view for every plugin, so a warning is logged once per type, not once per plugin.
  const eventLog = (exposed: EventLog) => (events ??= checkedEventLog(exposed, plan.eventTypes, plan.config.EVENT_DATA_CHECK, log));
  try {
    for (const plugin of plan.plugins) {
      const ctx = contextFor(plugin, { plan, ports, log, readiness, scheduler, services, registries, eventLog });
      for (const c of plugin.contributes?.(ctx.config) ?? []) ctx.extend(c.point, c.key, c.value);
      const parts = (await plugin.setup?.(ctx)) ?? {};
      services.set(plugin.name, parts.service);
      outputs.push({ plugin: plugin.name, parts });
      if (parts.close) closers.unshift(parts.close);
    }
  } catch (err) {
    // Plugins set up so far may hold timers or connections: release them before failing.
    for (const close of closers) await close().catch(() => undefined);
    throw err;
  }
  return { outputs, closers };
}

interface Shared {
  plan: HostPlan;
  ports: PortSet;
  log: Logger;
  readiness: Readiness;
  scheduler: Scheduler;
  services: Map<string, unknown>;
  registries: Map<string, MutableRegistry<unknown>>;
  eventLog(exposed: EventLog): EventLog;
}

function contextFor(plugin: BerthPlugin, s: Shared): PluginContext<never> {
  const needsPorts = new Set((plugin.needs?.ports ?? []).map((p) => p.name));
  const needsPlugins = new Set((plugin.needs?.plugins ?? []).map((p) => p.name));
  return {
    name: plugin.name,
    config: s.plan.pluginConfigs.get(plugin.name) as never,
    log: s.log.child({ plugin: plugin.name }),
    dataDir: join(s.plan.dataDir, plugin.name),
    readiness: s.readiness,
    eventTypes: s.plan.eventTypes,
    clock: s.scheduler.clock,
    schedule: (spec) => s.scheduler.add(spec),
    port: <P>(port: PortDefinition<unknown, P>): P => {
      if (!needsPorts.has(port.name)) throw new Error(`plugin ${plugin.name} uses port ${port.name} without listing it in needs.ports`);
      const exposed = s.ports.exposed(port);
      return port.name === eventLogPort.name ? (s.eventLog(exposed as EventLog) as P) : exposed;
    },
    plugin: <S>(dep: PluginRef<S>): S => {
      if (!needsPlugins.has(dep.name)) throw new Error(`plugin ${plugin.name} uses plugin ${dep.name} without listing it in needs.plugins`);
      return s.services.get(dep.name) as S;
    },
    provide: <T>(point: ExtensionPoint<T>): Registry<T> => {
      if (point.owner !== plugin.name) throw new Error(`plugin ${plugin.name} provides extension point ${pointId(point)}, which belongs to ${point.owner}`);
      const id = pointId(point);
      if (s.registries.has(id)) throw new Error(`extension point ${id} is provided twice`);
      const registry = new MutableRegistry<T>(point);
      s.registries.set(id, registry as MutableRegistry<unknown>);
      return registry;
    },
    extend: <T>(point: ExtensionPoint<T>, key: string, value: T): void => {
      const id = pointId(point);
      if (!needsPlugins.has(point.owner)) throw new Error(`plugin ${plugin.name} extends ${id} without listing ${point.owner} in needs.plugins`);
      const target = s.registries.get(id);
      if (!target) throw new Error(`plugin ${plugin.name} extends ${id}, which ${point.owner} does not provide`);
      target.add(key, value, plugin.name);
    },
  };
}
