import { join } from "node:path";
import { pino } from "pino";
import { OutboxEventLog } from "../adapters/outbox-event-log/outbox-event-log.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { withSharedWatches, type EventLog } from "../core/ports/event-log.ts";
import { eventLogContract } from "./event-log.contract.ts";
import { tempDir } from "./support/test-berth.ts";

const log = pino({ level: "silent" });
// No test here takes a lease over from a dead holder: a long lease keeps a slow (loaded) machine's
// event-loop stalls from handing a live holder's consumer to the other store mid-batch.
const options = { pollMs: 10, leaseMs: 10_000, log };

/** Two outbox event logs on one SQLite file, each as `view` shows it to its users. */
function outboxOnSqlite(view: (log: EventLog) => EventLog = (l) => l) {
  return async () => {
    const file = join(tempDir("berth-events-"), "berth.sqlite");
    const store = new SqliteDocumentStore({ file });
    const events = new OutboxEventLog(store, options);
    return {
      store,
      log: view(events),
      second: async () => {
        const otherStore = new SqliteDocumentStore({ file });
        const other = new OutboxEventLog(otherStore, options);
        return {
          log: view(other),
          store: otherStore,
          close: async () => {
            await other.close();
            await otherStore.close();
          },
        };
      },
      close: async () => {
        await events.close();
        await store.close();
      },
    };
  };
}

eventLogContract("outbox on SQLite", outboxOnSqlite());

// What plugins receive (core/ports/event-log.ts: withSharedWatches) keeps every promise of the port.
eventLogContract("outbox on SQLite, as plugins see it (shared watches)", outboxOnSqlite(withSharedWatches));
