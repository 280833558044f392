/**
 * Seeded property runs: `forEachSeed` runs a check once per seed and, when one fails, says which
 * seed (and how to run it alone) in the error. PROPERTY_SEED=<n> runs that one seed; PROPERTY_RUNS
 * changes how many seeds a property tries (at least 10,000 in CI).
 */
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import type { CollectionSpec, DocumentStore, StoreScope } from "../../core/ports/document-store.ts";
import type { Clock } from "../../core/scheduler/clock.ts";

export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

/** Seeds to try: PROPERTY_SEED alone, or `runs` of them from `base`. */
export function seeds(base: number, runs = PROPERTY_RUNS): number[] {
  if (process.env.PROPERTY_SEED) return [Number(process.env.PROPERTY_SEED)];
  return Array.from({ length: runs }, (_, i) => base + i);
}

/**
 * Runs `check` for each seed; the first failure is rethrown with its seed in the message. `lanes`
 * seeds run at once (each on its own stores and clock: lane `i` is passed), so the event loop's
 * turns one interleaving waits for serve the others; each seed's order of operations is its own.
 */
export async function forEachSeed(name: string, list: number[], check: (seed: number, lane: number) => Promise<void>, lanes = 1): Promise<number> {
  let next = 0;
  let failure: Error | null = null;
  await Promise.all(
    Array.from({ length: Math.min(lanes, list.length) }, async (_, lane) => {
      while (next < list.length && !failure) {
        const seed = list[next++]!;
        try {
          await check(seed, lane);
        } catch (err) {
          const e = err as Error;
          e.message = `${name}: seed ${seed} failed (PROPERTY_SEED=${seed} runs it alone): ${e.message}`;
          // Printed as well: a reporter that trims messages still shows the seed.
          console.error(`property ${name} failed with seed ${seed}`);
          failure ??= e;
        }
      }
    }),
  );
  if (failure) throw failure;
  return list.length;
}

/** A folder in memory (tmpfs) when the machine has one: SQLite's fsyncs cost nothing there. */
export function fastTempDir(prefix: string): string {
  try {
    return mkdtempSync(join("/dev/shm", prefix));
  } catch {
    return mkdtempSync(join(process.env.TMPDIR ?? "/tmp", prefix));
  }
}

export interface Faults {
  /** True: this operation fails as if the store were unreachable. */
  fail(): boolean;
  /** Ms this operation waits (on the clock) before it reaches the store: a slow store. */
  delay(): number;
}

/** The store as one instance sees it through an unreliable network: operations outside transactions fail or stall. */
export function faultyStore(store: DocumentStore, faults: Faults, clock: Clock): DocumentStore {
  const wrap = (scope: StoreScope): StoreScope["collection"] => <T extends object>(spec: CollectionSpec) => {
    const c = scope.collection<T>(spec);
    return new Proxy(c, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (typeof v !== "function") return v;
        return async (...args: unknown[]) => {
          const wait = faults.delay();
          if (wait > 0) await new Promise<void>((resolve) => clock.after(wait, resolve));
          if (faults.fail()) throw new Error("store unreachable (injected)");
          return (v as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    });
  };
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === "collection") return wrap(target);
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
