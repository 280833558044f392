import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../test/support/free-port.ts";
import { databaseInUrl, MongoDocumentStore } from "./mongo-document-store.ts";

// No MongoDB can run here: these use the real driver against a loopback port where nothing
// listens (every operation fails to find a server), and check what the store asks of MongoDB.
// The contract suite (test/document-store.mongodb.test.ts) runs the rest against a real server.

const open: MongoDocumentStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

async function storeAtClosedPort(path = "/berth"): Promise<MongoDocumentStore> {
  const store = new MongoDocumentStore({ url: `mongodb://127.0.0.1:${await freePort()}${path}?directConnection=true`, serverSelectionTimeoutMs: 150 });
  open.push(store);
  return store;
}

const INDEXED = { name: "things", indexes: [{ fields: ["owner"] }, { fields: ["slug"], unique: true }] };

describe("MongoDB store, without a server", () => {
  it("builds a collection's indexes again after a failed build, instead of failing every later operation", async () => {
    const store = await storeAtClosedPort();
    const things = store.collection<{ owner: string }>(INDEXED);
    const first = await things.get("a").then(() => null, (err: unknown) => err);
    const second = await things.find({ where: { owner: "x" } }).then(() => null, (err: unknown) => err);
    expect(first).toBeInstanceOf(Error);
    expect((first as Error).name).toBe("MongoServerSelectionError");
    // A new attempt, with its own error: a cached rejection would hand back the first one.
    expect(second).toBeInstanceOf(Error);
    expect(second).not.toBe(first);
    // The same inside a transaction's scope, which shares the collection's index state.
    const third = await store.transaction((tx) => tx.collection<{ owner: string }>(INDEXED).get("a")).then(() => null, (err: unknown) => err);
    expect(third).toBeInstanceOf(Error);
    expect(third).not.toBe(second);
  });

  it("tries to connect again at each operation after its first connect failed (the driver alone would answer 'Topology is closed' from then on)", async () => {
    const port = await freePort();
    const store = new MongoDocumentStore({ url: `mongodb://127.0.0.1:${port}/berth?directConnection=true`, serverSelectionTimeoutMs: 150 });
    open.push(store);
    const failed = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err as Error);
    // MongoDB down at the start: refused.
    expect((await failed(store.ping()))?.name).toBe("MongoServerSelectionError");
    // Something listens there now (not MongoDB: it hangs up at once). Every later kind of operation
    // must reach it, not fail in the driver without trying.
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve));
    try {
      const things = store.collection<{ owner: string }>(INDEXED);
      const plain = store.collection<{ n: number }>({ name: "plain" });
      for (const op of [() => store.ping(), () => things.get("a"), () => plain.get("a"), () => store.transaction((tx) => tx.collection<{ n: number }>({ name: "plain" }).get("a"))]) {
        const before = connections;
        const err = await failed(op());
        expect(err?.name).toBe("MongoServerSelectionError");
        expect(connections).toBeGreaterThan(before);
      }
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it("reads only majority-committed data and commits to a journaled majority, so a failover takes back nothing it handed out", async () => {
    const store = await storeAtClosedPort();
    expect(store.client.readConcern?.level).toBe("majority");
    expect(store.client.writeConcern).toMatchObject({ w: "majority", journal: true });
  });

  it("leaves out fields whose value is undefined, as the SQLite store does, instead of storing null", async () => {
    const store = await storeAtClosedPort();
    // What every collection operation serialises with.
    expect(store.client.db(store.databaseName).collection("things").bsonOptions.ignoreUndefined).toBe(true);
  });

  it("uses the database the URL names, else berth (not the driver's fallback, test)", async () => {
    expect((await storeAtClosedPort("/")).databaseName).toBe("berth");
    expect((await storeAtClosedPort("")).databaseName).toBe("berth");
    expect((await storeAtClosedPort("/agents")).databaseName).toBe("agents");
    const named = new MongoDocumentStore({ url: "mongodb://127.0.0.1:1/agents", database: "other" });
    open.push(named);
    expect(named.databaseName).toBe("other");
  });

  it("keeps a server selection timeout the URL sets (the driver would let the store's default override it)", async () => {
    const defaulted = await storeAtClosedPort();
    expect(defaulted.client.options.serverSelectionTimeoutMS).toBe(150);
    const set = new MongoDocumentStore({ url: "mongodb://127.0.0.1:1/berth?directConnection=true&serverselectiontimeoutms=200", serverSelectionTimeoutMs: 3000 });
    open.push(set);
    expect(set.client.options.serverSelectionTimeoutMS).toBe(200);
  });

  it("finds the database in any connection string: several hosts, credentials, srv, escapes", () => {
    expect(databaseInUrl("mongodb://a:27017,b:27017,c:27017/prod?replicaSet=rs0")).toBe("prod");
    expect(databaseInUrl("mongodb://user:p%2Fss@a:27017/prod")).toBe("prod");
    expect(databaseInUrl("mongodb+srv://user:pw@cluster0.example.net/berth_live?retryWrites=true")).toBe("berth_live");
    expect(databaseInUrl("mongodb://a:27017/my%20db")).toBe("my db");
    expect(databaseInUrl("mongodb://a:27017/?replicaSet=rs0")).toBeUndefined();
    expect(databaseInUrl("mongodb://a:27017?replicaSet=rs0")).toBeUndefined();
    expect(databaseInUrl("mongodb://a:27017")).toBeUndefined();
  });
});
