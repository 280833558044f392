/** One turn of the event loop: timers, I/O and other requests run before the caller goes on. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** Sliced work waiting for its next turn, first come first served. */
const waiting: (() => void)[] = [];
let pumping = false;

/**
 * Resumes one waiting piece of sliced work per turn of the event loop. An immediate queued while
 * immediates run waits for the next turn, so the I/O poll (other clients' requests) comes between
 * any two slices, however many requests slice their work at once; with setImmediate alone, twenty
 * of them would run twenty slices back to back in one turn.
 */
function pump(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Waits for this work's next turn: one slice of sliced work runs per turn of the event loop (pump). */
function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/** How long work done in slices may hold the event loop before it lets others in, ms. */
export const SLICE_MS = 10;

/**
 * Cooperative time slicing for work that runs on the event loop in steps (embedding a long text,
 * reranking many candidates): `await slice.pause()` after each step yields once `sliceMs` have
 * passed since the last yield, so no client waits behind more than one slice and one step. `spentMs`
 * counts only the time the work itself ran, not the time spent waiting for its next turn.
 */
export class TimeSlice {
  private since = performance.now();
  private spent = 0;

  constructor(readonly sliceMs = SLICE_MS) {}

  async pause(): Promise<void> {
    const now = performance.now();
    if (now - this.since < this.sliceMs) return;
    this.spent += now - this.since;
    await nextTurn();
    this.since = performance.now();
  }

  /** Time the work has run so far (slices, not the waits between them), ms. */
  get spentMs(): number {
    return this.spent + (performance.now() - this.since);
  }
}

/**
 * Work written as a generator that yields between its steps runs either at once (runSteps) or
 * with the event loop served between steps (runStepsInSlices): one piece of code for both.
 */
export function runSteps<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export async function runStepsInSlices<T>(steps: Generator<unknown, T>, slice: TimeSlice): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await slice.pause();
  }
}
