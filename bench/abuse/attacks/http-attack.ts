/**
 * An attack class for bench/abuse: started against a running Berth, it keeps attacking until
 * stopped, then reports what it did and what it saw. Standalone: nothing here depends on the
 * runner that starts Berth and measures a probe's latency meanwhile.
 */
export interface Attack {
  name: string;
  /** What the attack does, for the printed report. */
  description: string;
  /** Begins attacking `baseUrl` (http://host:port); the returned function stops and reports. */
  start(baseUrl: string, options: { key: string }): Promise<() => Promise<AttackReport>>;
}

/** Counts by outcome ("408", "431", "reset", "held open", ...), plus attack-specific figures. */
export type AttackReport = Record<string, number>;

export function count(report: AttackReport, outcome: string): void {
  report[outcome] = (report[outcome] ?? 0) + 1;
}

/** The status (and error code) of the first answer on a raw connection, or what happened instead. */
export function outcomeOf(data: string, error: NodeJS.ErrnoException | undefined): string {
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
  if (m) return `${m[1]!} ${/"error_code":"([A-Z_]+)"/.exec(data)?.[1] ?? ""}`.trim();
  if (error?.code === "ECONNRESET" || error?.code === "EPIPE") return "reset";
  return "closed without answer";
}
