import type { PortDescription } from "../host/port-set.ts";
import { runningServers } from "../host/server-file.ts";

function same(a: PortDescription, b: PortDescription): boolean {
  return a.port === b.port && a.adapter === b.adapter && a.where === b.where;
}

/**
 * What a command that touched stored data tells people on stderr: which store it used, and
 * whether a running Berth serves that store (a server notes itself in its data folder, see
 * server-file.ts). Without that, a key made in the wrong folder is silently unknown to the server.
 */
export function storeNote(dataDir: string, used: PortDescription[]): string[] {
  const stored = used.filter((p) => p.where);
  if (stored.length === 0) return [];
  const lines = stored.map((p) => `berth: ${p.port}: ${p.adapter} ${p.where}`);
  const servers = runningServers(dataDir);
  const serving = servers.filter((s) => stored.every((p) => s.ports.some((q) => same(p, q))));
  if (serving.length > 0) {
    lines.push(`berth: the Berth running at ${serving.map((s) => `${s.url} (pid ${s.pid})`).join(", ")} uses this store.`);
  } else if (servers.length > 0) {
    const theirs = servers[0]!.ports.filter((q) => stored.some((p) => p.port === q.port)).map((q) => `${q.adapter} ${q.where ?? ""}`.trim());
    lines.push(`berth: NOTE: the Berth running at ${servers[0]!.url} from this data folder uses another store (${theirs.join(", ")}); it will not see this. Run with its STORE settings.`);
  } else {
    lines.push(
      `berth: NOTE: no running Berth uses the data folder ${dataDir}; a server started with BERTH_DATA_DIR=${dataDir} (and the same STORE) sees this, a server with another data folder does not.`,
    );
  }
  return lines;
}
