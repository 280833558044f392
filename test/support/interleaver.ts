/**
 * Runs several instances' work (async functions on one event loop) in an order chosen at random
 * from a seed: every store operation waits at a gate, and the interleaver lets one waiting
 * operation through at a time, picked by its PRNG. Time moves only when nothing can run: then the
 * ManualClock jumps to its next timer. The same seed gives the same order on the model store (no
 * real I/O); on SQLite the I/O itself is real, so a seed gives the same choices, not always the
 * same outcome.
 */
import type { CollectionSpec, DocumentStore, StoreScope, TransactionScope } from "../../core/ports/document-store.ts";
import type { ManualClock } from "../../core/scheduler/manual-clock.ts";

/** mulberry32: small, fast, good enough to pick interleavings. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Waiting {
  what: string;
  go: () => void;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Interleaver {
  readonly random: () => number;
  private waiting: Waiting[] = [];
  /** Store operations let through and not finished (real I/O on SQLite). */
  private busy = 0;
  private idle: (() => void)[] = [];
  steps = 0;

  constructor(readonly seed: number) {
    this.random = prng(seed);
  }

  /** While true, the gate lets everything through at once (set-up that need not interleave). */
  open = false;

  /** The gate every operation awaits (ModelDatabase.gate, or gatedStore's). */
  readonly gate = (what: string): Promise<void> | undefined => (this.open ? undefined : new Promise<void>((go) => this.waiting.push({ what, go })));

  /** A random integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.random() * n);
  }

  /** Counts an operation with real I/O under way, so the interleaver waits for it before choosing again. */
  async tracked<R>(work: () => Promise<R>): Promise<R> {
    this.busy++;
    try {
      return await work();
    } finally {
      if (--this.busy === 0) for (const r of this.idle.splice(0)) r();
    }
  }

  /**
   * Lets everything runnable run: microtasks, immediates and real I/O in flight, until the waiting
   * operations stay the same for `ticks` turns of the event loop (one is enough between two gates;
   * more before concluding that nothing at all can run).
   */
  private async settle(ticks = 1): Promise<void> {
    for (let stable = 0, last = -1; stable < ticks; ) {
      if (this.busy > 0) await new Promise<void>((r) => this.idle.push(r));
      await tick();
      const n = this.waiting.length;
      stable = n === last && this.busy === 0 ? stable + 1 : 0;
      last = n;
    }
  }

  /**
   * Runs the actors to their end: lets one waiting operation through at a time, at random; when
   * none waits, moves the clock to its next timer (at most `maxMs` in all). Answers how many steps it
   * took; throws the first actor's error.
   */
  async run(actors: (() => Promise<void>)[], o: { clock?: ManualClock; maxMs?: number; maxSteps?: number } = {}): Promise<number> {
    let finished = 0;
    let failure: unknown = null;
    for (const actor of actors) {
      actor().then(
        () => finished++,
        (err: unknown) => {
          failure ??= err;
          finished++;
        },
      );
    }
    const start = o.clock?.now() ?? 0;
    const maxSteps = o.maxSteps ?? 1_000_000;
    for (;;) {
      await this.settle();
      if (failure) throw failure;
      if (this.waiting.length > 0) {
        const [chosen] = this.waiting.splice(this.int(this.waiting.length), 1);
        this.steps++;
        if (this.steps > maxSteps) throw new Error(`seed ${this.seed}: more than ${maxSteps} steps (livelock?)`);
        chosen!.go();
        continue;
      }
      if (finished === actors.length) return this.steps;
      // Nothing waits at a gate: make sure nothing is still on its way before moving time.
      await this.settle(4);
      if (this.waiting.length > 0 || finished === actors.length) continue;
      const clock = o.clock;
      if (clock && clock.timers > 0 && clock.now() - start < (o.maxMs ?? Infinity)) {
        await clock.advance(clock.nextTimerIn());
        continue;
      }
      throw new Error(`seed ${this.seed}: stuck with ${actors.length - finished} actor(s) waiting on nothing the interleaver controls`);
    }
  }
}

/**
 * A DocumentStore whose every operation outside transactions, and every transaction as a whole,
 * first waits at the interleaver's gate: for a real store (SQLite), where a transaction runs alone
 * anyway, so what can interleave is whole transactions and single operations.
 */
export function gatedStore(store: DocumentStore, il: Interleaver): DocumentStore {
  const wrapScope = (scope: StoreScope, gated: boolean): StoreScope => ({
    collection: <T extends object>(spec: CollectionSpec) => {
      const c = scope.collection<T>(spec);
      if (!gated) return c;
      return new Proxy(c, {
        get(target, prop, receiver) {
          const v = Reflect.get(target, prop, receiver) as unknown;
          if (typeof v !== "function") return v;
          return async (...args: unknown[]) => {
            await il.gate(`${spec.name}.${String(prop)}`);
            return il.tracked(() => (v as (...a: unknown[]) => Promise<unknown>).apply(target, args));
          };
        },
      });
    },
  });
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === "collection") return wrapScope(target, true).collection;
      if (prop === "transaction")
        return async <R>(work: (tx: TransactionScope) => Promise<R>) => {
          await il.gate("transaction");
          return il.tracked(() => target.transaction((tx) => work({ ...tx, ...wrapScope(tx, false), afterCommit: (cb) => tx.afterCommit(cb) })));
        };
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
