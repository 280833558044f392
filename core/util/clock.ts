/**
 * Where background work reads the time and waits: the system's clock in a running Berth, a
 * ManualClock in tests (so minutes of leases, intervals and backoffs pass in milliseconds).
 * Everything scheduled through the core scheduler takes its time from one of these.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Calls `fn` once after `ms`; answers a function that cancels it. Never keeps a process alive. */
  after(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, fn) => {
    const timer = setTimeout(fn, Math.max(0, ms));
    // Background work never keeps a process alive on its own (the CLI, tests).
    timer.unref();
    return () => clearTimeout(timer);
  },
};
