import type { Logger } from "pino";
import type { AnyPort } from "../plugin/define-adapter.ts";
import { snakeName, type PortDefinition } from "../ports/define-port.ts";
import type { Readiness } from "../plugin/readiness.ts";
import type { PortAdapter, PortMetric } from "../ports/port.ts";
import { systemClock } from "../scheduler/clock.ts";
import { Scheduler } from "../scheduler/scheduler.ts";
import type { PortPlan } from "./plan-ports.ts";

/** One opened port as people see it: `store: sqlite (/srv/data/berth.sqlite)`. */
export interface PortDescription {
  port: string;
  adapter: string;
  where?: string;
}

export interface PortSetOptions {
  dataDir: string;
  log: Logger;
  /** When given, each opened adapter registers its readiness checks here. */
  readiness?: Readiness;
  /** Where adapters schedule background work (the host's); a CLI command's port set makes its own. */
  scheduler?: Scheduler;
}

/**
 * The planned ports, opened on demand (each after the ports its adapter depends on, once) and
 * closed in reverse order. The server opens all of them at start; a CLI command only the ones
 * it uses.
 */
export class PortSet {
  private readonly plans = new Map<string, PortPlan>();
  private readonly opened = new Map<string, Promise<PortAdapter>>();
  /** Adapters that finished opening, in the order they did: closed last-first. */
  private readonly live: { name: string; adapter: PortAdapter }[] = [];

  private ownScheduler: Scheduler | undefined;

  constructor(
    plans: PortPlan[],
    private readonly options: PortSetOptions,
  ) {
    for (const plan of plans) this.plans.set(plan.port.name, plan);
  }

  private scheduler(): Scheduler {
    if (this.options.scheduler) return this.options.scheduler;
    if (!this.ownScheduler) {
      this.ownScheduler = new Scheduler({ clock: systemClock, log: this.options.log });
      this.ownScheduler.start();
    }
    return this.ownScheduler;
  }

  has(port: AnyPort): boolean {
    return this.plans.has(port.name);
  }

  /** Which adapter serves `port`, e.g. `sqlite`. */
  adapterName(port: AnyPort): string {
    return this.plan(port).adapter.name;
  }

  private plan(port: AnyPort): PortPlan {
    const plan = this.plans.get(port.name);
    if (!plan) throw new Error(`port ${port.name} was not planned: no loaded plugin lists it in needs.ports`);
    return plan;
  }

  /** The adapter of `port`, opening it (and its dependencies) first when needed. */
  open<A>(port: PortDefinition<A, unknown>): Promise<A> {
    let opening = this.opened.get(port.name);
    if (!opening) {
      opening = this.openPlan(this.plan(port));
      this.opened.set(port.name, opening);
    }
    return opening as Promise<A>;
  }

  async openAll(): Promise<void> {
    for (const plan of this.plans.values()) await this.open(plan.port);
  }

  /** The adapter of an opened port (synchronous: the server's ports are all open before plugins run). */
  adapter<A>(port: PortDefinition<A, unknown>): A {
    const found = this.live.find((l) => l.name === port.name);
    if (!found) throw new Error(`port ${port.name} is not open`);
    return found.adapter as A;
  }

  /** What plugins receive for `port`. */
  exposed<P>(port: PortDefinition<unknown, P>): P {
    return this.plan(port).port.expose(this.adapter(port)) as P;
  }

  /** Deletes the adapter's stored data (the port must not be open). */
  async drop(port: AnyPort): Promise<boolean> {
    const plan = this.plan(port);
    if (this.opened.has(port.name)) throw new Error(`port ${port.name} is open; drop it before opening`);
    if (!plan.adapter.drop) return false;
    await plan.adapter.drop(this.context(plan));
    return true;
  }

  private context(plan: PortPlan) {
    return {
      config: plan.config as never,
      settings: plan.settings,
      dataDir: this.options.dataDir,
      log: this.options.log.child({ port: plan.port.name, adapter: plan.adapter.name }),
    };
  }

  private async openPlan(plan: PortPlan): Promise<PortAdapter> {
    const deps = new Map<string, unknown>();
    for (const dep of plan.adapter.deps ?? []) deps.set(dep.name, await this.open(dep));
    const scheduler = this.scheduler();
    const adapter = await plan.adapter.open({
      ...this.context(plan),
      schedule: (spec) => scheduler.add(spec),
      clock: scheduler.clock,
      dep: <A>(port: PortDefinition<A, unknown>): A => {
        if (!deps.has(port.name)) throw new Error(`adapter ${plan.adapter.name} uses port ${port.name} without listing it in deps`);
        return deps.get(port.name) as A;
      },
    });
    this.live.push({ name: plan.port.name, adapter });
    const readiness = this.options.readiness;
    if (readiness) {
      const checks = adapter.readinessChecks?.() ?? { [`${snakeName(plan.port.name)}:${plan.adapter.name}`]: () => adapter.ping() };
      for (const [name, check] of Object.entries(checks)) readiness.add(name, check);
    }
    return adapter;
  }

  /** The opened adapters' own metrics, for /metrics. */
  metrics(): PortMetric[] {
    return this.live.flatMap(({ adapter }) => adapter.metrics?.() ?? []);
  }

  /** The opened ports, in the order they opened, with where each keeps its data. */
  describe(): PortDescription[] {
    return this.live.map(({ name, adapter }) => {
      const plan = this.plans.get(name)!;
      let where: string | undefined;
      try {
        where = plan.adapter.describe?.({ config: plan.config as never, settings: plan.settings, dataDir: this.options.dataDir }, adapter as never);
      } catch {
        where = undefined;
      }
      return { port: name, adapter: plan.adapter.name, ...(where ? { where } : {}) };
    });
  }

  /** Closes every opened adapter, last opened first; keeps going when one fails. */
  async close(onError: (port: string, err: unknown) => void = () => undefined): Promise<void> {
    await Promise.allSettled(this.opened.values());
    while (this.live.length > 0) {
      const { name, adapter } = this.live.pop()!;
      await adapter.close().catch((err: unknown) => onError(name, err));
    }
    await this.ownScheduler?.stop();
  }
}
