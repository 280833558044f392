import type { CollectionSpec, Mode, WorldStores, WorldTransaction } from "berth/plugin";
import { endpointErrors } from "./errors.ts";
import { ENDPOINTS, type EndpointRecord, type StoredEndpoint } from "./endpoint-record.ts";

interface DirectoryVersion {
  n: number;
}

/** One document per world, moved in the transaction of every change to an endpoint. */
const VERSION: CollectionSpec = { name: "webhook_endpoints_version" };
const VERSION_ID = "version";

/** Most endpoints per world: the fan-out and the dispatcher hold them all in memory. */
export const MAX_ENDPOINTS = 1000;

interface Snapshot {
  version: number;
  endpoints: ReadonlyMap<string, StoredEndpoint>;
}

/**
 * Every endpoint of a world, as the fan-out and the dispatcher read them on each turn: a copy per
 * process, read again whenever the world's version document moved (any process's change), so a
 * change committed before an event is seen by that event's fan-out.
 */
export class EndpointDirectory {
  private readonly snapshots = new Map<Mode, Snapshot>();

  constructor(private readonly stores: WorldStores) {}

  /**
   * The world's endpoints as of now: one read of the version document, and all of them when it
   * moved. Each call reads for itself (never joins a read begun earlier), so it sees every change
   * committed before it was called.
   */
  async current(mode: Mode): Promise<ReadonlyMap<string, StoredEndpoint>> {
    return (await this.refresh(mode)).endpoints;
  }

  /** The copy in hand, without reading the store: for the delivery of each message. */
  cached(mode: Mode, id: string): StoredEndpoint | undefined {
    return this.snapshots.get(mode)?.endpoints.get(id);
  }

  private async refresh(mode: Mode): Promise<Snapshot> {
    const world = this.stores.world(mode);
    const version = (await world.collection<DirectoryVersion>(VERSION).get(VERSION_ID))?.n ?? 0;
    const held = this.snapshots.get(mode);
    if (held && held.version === version) return held;
    const endpoints = new Map<string, StoredEndpoint>();
    let cursor: string | undefined;
    do {
      const page = await world.collection<EndpointRecord>(ENDPOINTS).find({ limit: 1000, cursor });
      for (const e of page.items) endpoints.set(e.id, e);
      cursor = page.nextCursor;
    } while (cursor);
    const snapshot = { version, endpoints };
    // Two reads in flight: the one of the later version stays.
    if ((this.snapshots.get(mode)?.version ?? -1) <= version) this.snapshots.set(mode, snapshot);
    return snapshot;
  }

  /** In the transaction of a change to an endpoint: every process reads the endpoints again. */
  static async changed(tx: WorldTransaction): Promise<void> {
    const versions = tx.collection<DirectoryVersion>(VERSION);
    const current = await versions.get(VERSION_ID);
    if (!current) await versions.insert(VERSION_ID, { n: 1 });
    // On a store whose transactions can race (MongoDB), the loser must not commit a change nobody would see.
    else if (!(await versions.update(VERSION_ID, current.version, { n: current.n + 1 }))) throw endpointErrors.contended();
  }
}
