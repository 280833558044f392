import type { Mode } from "../auth/principal.ts";
import type { BerthEvent, EventLog } from "../ports/event-log.ts";

/**
 * The event log's live tail of one subject's events of some types (type names or families), as
 * an async iterable a GraphQL subscription returns: it starts when the log's tail knows where it
 * stands, and `return()` (the client unsubscribing) or `close()` ends it.
 */
export function eventStream(events: EventLog, mode: Mode, subject: string, types: string[]): AsyncIterable<BerthEvent> & { close(): Promise<void> } {
  const queue: BerthEvent[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const watch = events.watch(
    (event) => {
      queue.push(event);
      wake?.();
    },
    { mode, subject, types },
  );
  const close = async () => {
    done = true;
    wake?.();
    await watch.close();
  };
  return {
    close,
    [Symbol.asyncIterator]: () => ({
      next: async (): Promise<IteratorResult<BerthEvent>> => {
        await watch.ready;
        while (queue.length === 0 && !done) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (queue.length > 0) return { value: queue.shift()!, done: false };
        return { value: undefined, done: true };
      },
      return: async (): Promise<IteratorResult<BerthEvent>> => {
        await close();
        return { value: undefined, done: true };
      },
    }),
  };
}
