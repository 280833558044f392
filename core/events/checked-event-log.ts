import type { Logger } from "pino";
import { BerthError } from "../errors/berth-error.ts";
import type { EventLog, NewEvent } from "../ports/event-log.ts";
import type { WorldTransaction } from "../ports/document-store.ts";
import type { EventTypes } from "./event-catalog.ts";

/**
 * What EVENT_DATA_CHECK does with an appended event whose type is not declared or whose data
 * does not match its type's schema: nothing (`off`), a warning once per type (`warn`), or refuse
 * it (`refuse`: the append throws, so the change it belongs to does not commit; the tests run so).
 */
export type EventDataCheck = "off" | "warn" | "refuse";

/**
 * The event log as a plugin receives it, with every append checked against the catalog. The
 * check is a compiled JSON Schema validation, a few microseconds per event.
 */
export function checkedEventLog(log: EventLog, catalog: EventTypes, check: EventDataCheck, logger: Logger): EventLog {
  if (check === "off") return log;
  const warned = new Set<string>();
  const append = (tx: WorldTransaction, event: NewEvent) => {
    const problems = catalog.dataProblems(event.type, event.data);
    if (problems.length > 0) {
      if (check === "refuse") {
        throw new BerthError("internal", "EVENT_DATA_INVALID", `event ${event.type} does not match its declared type: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems);
      }
      if (!warned.has(event.type)) {
        warned.add(event.type);
        logger.warn({ event_type: event.type, problems }, "an appended event does not match the event catalog (warned once per type; EVENT_DATA_CHECK)");
      }
    }
    return log.append(tx, event);
  };
  return new Proxy(log, {
    get(target, prop) {
      if (prop === "append") return append;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
