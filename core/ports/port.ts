/**
 * What every port adapter offers the host: a liveness probe for readiness and a clean close
 * for shutdown. Ports add their own operations on top.
 */
export interface PortAdapter {
  /** Resolves when the backing system answers; rejects (or hangs, the caller times out) when it does not. */
  ping(): Promise<void>;
  /** Releases connections, files and child processes. Safe to call twice. */
  close(): Promise<void>;
  /**
   * Readiness checks by name, when one `ping` would say too little (one per configured chain).
   * Without it the host registers `ping` as `<port>:<adapter>`.
   */
  readinessChecks?(): Record<string, () => Promise<unknown>>;
}
