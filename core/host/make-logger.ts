import { pino, type Logger } from "pino";
import { BatchedLogStream } from "./batched-log-stream.ts";
import type { HostConfig } from "./plan-host.ts";
import { prettyLogLine } from "./pretty-log.ts";

/**
 * The server's logger: JSON lines, or readable ones (LOG_FORMAT, or a terminal with `auto`),
 * written in batches off the request path. `bindings` go on every line (a cluster worker's number).
 */
export function makeLogger(config: Pick<HostConfig, "LOG_FORMAT" | "LOG_LEVEL">, bindings: Record<string, unknown> = {}): { log: Logger; destination: BatchedLogStream } {
  const pretty = config.LOG_FORMAT === "pretty" || (config.LOG_FORMAT === "auto" && process.stdout.isTTY === true);
  const color = pretty && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const destination = new BatchedLogStream(1, pretty ? (line) => prettyLogLine(line, color) : undefined);
  return { log: pino({ level: config.LOG_LEVEL, base: { service: "berth", ...bindings } }, destination), destination };
}
