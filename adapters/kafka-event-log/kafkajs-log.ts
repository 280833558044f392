import { logLevel, type logCreator } from "kafkajs";
import type { Logger } from "pino";

/**
 * kafkajs's own log, into Berth's: errors and warnings as they are, its (chatty) info as debug.
 * One warning is expected and said once in Berth's docs instead: the relay limits the idempotent
 * producer's retries on purpose (it re-sends what failed; consumers deduplicate by event id).
 */
export function kafkajsLog(log: Logger): logCreator {
  const child = log.child({ component: "kafkajs" });
  return () =>
    ({ namespace, level, log: entry }) => {
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = entry as { message: string; timestamp: string; logger?: string } & Record<string, unknown>;
      const fields = { ...extra, namespace };
      if (message.startsWith("Limiting retries for the idempotent producer")) child.debug(fields, message);
      else if (level === logLevel.ERROR) child.error(fields, message);
      else if (level === logLevel.WARN) child.warn(fields, message);
      else if (level === logLevel.INFO) child.debug(fields, message);
      else child.trace(fields, message);
    };
}
