import { join } from "node:path";
import { pino } from "pino";
import { OutboxEventLog } from "../adapters/outbox-event-log/outbox-event-log.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { withSharedWatches } from "../core/ports/shared-watch.ts";
import { eventLogContract } from "./event-log.contract.ts";
import { tempDir } from "./support/test-berth.ts";

const log = pino({ level: "silent" });
// No test here takes a lease over from a dead holder: a long lease keeps a slow (loaded) machine's
// event-loop stalls from handing a live holder's consumer to the other store mid-batch.
const options = { pollMs: 10, leaseMs: 10_000, log };

eventLogContract("outbox on SQLite", async () => {
  const file = join(tempDir("berth-events-"), "berth.sqlite");
  const store = new SqliteDocumentStore({ file });
  const events = new OutboxEventLog(store, options);
  return {
    store,
    log: events,
    second: async () => {
      const otherStore = new SqliteDocumentStore({ file });
      const other = new OutboxEventLog(otherStore, options);
      return {
        log: other,
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
});

// What plugins receive (core/ports/shared-watch.ts) keeps every promise of the port.
eventLogContract("outbox on SQLite, as plugins see it (shared watches)", async () => {
  const file = join(tempDir("berth-events-"), "berth.sqlite");
  const store = new SqliteDocumentStore({ file });
  const events = new OutboxEventLog(store, options);
  return {
    store,
    log: withSharedWatches(events),
    second: async () => {
      const otherStore = new SqliteDocumentStore({ file });
      const other = new OutboxEventLog(otherStore, options);
      return {
        log: withSharedWatches(other),
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
});
