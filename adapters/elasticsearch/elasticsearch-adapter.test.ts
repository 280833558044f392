import { systemClock } from "../../core/scheduler/clock.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig, type ConfigProblem } from "../../core/config/config-var.ts";
import { REPO_ROOT } from "../../core/host/host.ts";
import { recordingListener, type Recorded } from "../../test/support/dead-servers.ts";
import { tempDir } from "../../test/support/test-berth.ts";
import { createHashingEmbedder } from "../hashing-embedder/hashing-embedder.ts";
import { elasticsearchIndexAdapter } from "./adapter.ts";
import { elasticsearchClient } from "./client.ts";
import { ElasticsearchVectorIndex } from "./vector-index.ts";

// No Elasticsearch can run here. These drive the real client through the adapter's own config
// and open path at a loopback listener that records each request's head and hangs up (so the
// client fails as against a cluster that went away): what Berth sends a secured cluster, and how.
// test/fixtures/tls: a CA (ca.crt) and a localhost/127.0.0.1 certificate it signed (server.crt,
// server.key), made with openssl, standing for a default Elasticsearch's self-signed http_ca.crt.

const TLS = join(REPO_ROOT, "test/fixtures/tls");
const tls = { key: readFileSync(join(TLS, "server.key"), "utf8"), cert: readFileSync(join(TLS, "server.crt"), "utf8") };

const listeners: Recorded[] = [];
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((l) => l.close()));
});

async function listen(withTls?: boolean): Promise<Recorded> {
  const l = await recordingListener(withTls ? tls : undefined);
  listeners.push(l);
  return l;
}

/** The adapter's variables as Berth reads them at start: the problems, or the settings. */
function prepare(env: Record<string, string>) {
  const problems: ConfigProblem[] = [];
  const config = readConfig(elasticsearchIndexAdapter.config!, env, problems);
  const settings = elasticsearchIndexAdapter.prepare!(config, env, problems);
  return { config, settings, problems: problems.map((p) => `${p.variable}: ${p.problem}`) };
}

/** Opens the adapter as the host does; answers why it failed (it always does: nothing answers). */
async function openFails(env: Record<string, string>): Promise<Error> {
  // One attempt: the client's retries back off for seconds.
  const { config, settings, problems } = prepare({ ELASTICSEARCH_MAX_RETRIES: "0", ...env });
  expect(problems).toEqual([]);
  const embedder = createHashingEmbedder({ dimension: 32 });
  const opened = elasticsearchIndexAdapter.open({ config, settings, dataDir: tempDir(), log: pino({ level: "silent" }), dep: () => embedder as never, schedule: () => { throw new Error("the Elasticsearch adapter schedules no work"); }, clock: systemClock });
  return (await Promise.resolve(opened).then(() => null, (err: unknown) => err)) as Error;
}

describe("Elasticsearch adapter settings, checked at start", () => {
  const url = { ELASTICSEARCH_URL: "https://127.0.0.1:9200" };

  it("takes an API key, or a user and password, never both, never half a pair", () => {
    expect(prepare({ ...url, ELASTICSEARCH_API_KEY: "a2V5" }).problems).toEqual([]);
    expect(prepare({ ...url, ELASTICSEARCH_USERNAME: "berth", ELASTICSEARCH_PASSWORD: "pw" }).problems).toEqual([]);
    expect(prepare({ ...url, ELASTICSEARCH_API_KEY: "a2V5", ELASTICSEARCH_USERNAME: "berth", ELASTICSEARCH_PASSWORD: "pw" }).problems).toEqual([
      "ELASTICSEARCH_API_KEY: and ELASTICSEARCH_USERNAME/ELASTICSEARCH_PASSWORD are two ways to authenticate: set one",
    ]);
    expect(prepare({ ...url, ELASTICSEARCH_USERNAME: "berth" }).problems).toEqual(["ELASTICSEARCH_USERNAME: and ELASTICSEARCH_PASSWORD go together: set both or neither"]);
    expect(prepare({ ...url, ELASTICSEARCH_PASSWORD: "pw" }).problems).toEqual(["ELASTICSEARCH_USERNAME: and ELASTICSEARCH_PASSWORD go together: set both or neither"]);
  });

  it("reads the CA file at start: it must exist, hold a PEM certificate, and go with an https URL", () => {
    const dir = tempDir();
    const notPem = join(dir, "not.pem");
    writeFileSync(notPem, "hello");
    const ca = join(TLS, "ca.crt");
    expect(prepare({ ...url, ELASTICSEARCH_CA_FILE: ca })).toMatchObject({ problems: [], settings: { ca: readFileSync(ca, "utf8") } });
    expect(prepare({ ...url, ELASTICSEARCH_CA_FILE: join(dir, "missing.crt") }).problems).toEqual([expect.stringMatching(/^ELASTICSEARCH_CA_FILE: cannot be read: ENOENT/)]);
    expect(prepare({ ...url, ELASTICSEARCH_CA_FILE: notPem }).problems).toEqual([`ELASTICSEARCH_CA_FILE: ${notPem} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`]);
    expect(prepare({ ELASTICSEARCH_URL: "http://127.0.0.1:9200", ELASTICSEARCH_CA_FILE: ca }).problems).toEqual([
      "ELASTICSEARCH_CA_FILE: needs an https ELASTICSEARCH_URL (the CA checks the cluster's TLS certificate)",
    ]);
  });

  it("has a refresh policy, wait_for unless set", () => {
    expect(prepare(url).config.ELASTICSEARCH_REFRESH).toBe("wait_for");
    expect(prepare({ ...url, ELASTICSEARCH_REFRESH: "false" }).config.ELASTICSEARCH_REFRESH).toBe("false");
    expect(prepare({ ...url, ELASTICSEARCH_REFRESH: "sometimes" }).problems).toEqual(["ELASTICSEARCH_REFRESH: must be one of wait_for, false, true"]);
  });
});

describe("Elasticsearch adapter on a secured cluster (TLS with its own CA, API key or basic auth)", () => {
  it("trusts the cluster's certificate through ELASTICSEARCH_CA_FILE and sends the API key", async () => {
    const l = await listen(true);
    await openFails({ ELASTICSEARCH_URL: `https://localhost:${l.port}`, ELASTICSEARCH_CA_FILE: join(TLS, "ca.crt"), ELASTICSEARCH_API_KEY: "aWQ6c2VjcmV0" });
    expect(l.secureConnections).toBeGreaterThan(0);
    expect(l.heads.length).toBeGreaterThan(0);
    expect(l.heads[0]).toMatch(/^HEAD \/berth-memories HTTP\/1\.1\r\n/);
    expect(l.heads[0]!.toLowerCase()).toContain("\r\nauthorization: apikey aWQ6c2VjcmV0".toLowerCase());
  });

  it("sends basic authentication from ELASTICSEARCH_USERNAME and ELASTICSEARCH_PASSWORD", async () => {
    const l = await listen(true);
    await openFails({ ELASTICSEARCH_URL: `https://127.0.0.1:${l.port}`, ELASTICSEARCH_CA_FILE: join(TLS, "ca.crt"), ELASTICSEARCH_USERNAME: "berth", ELASTICSEARCH_PASSWORD: "s3cret" });
    expect(l.heads[0]!.toLowerCase()).toContain(`\r\nauthorization: basic ${Buffer.from("berth:s3cret").toString("base64")}`.toLowerCase());
  });

  it("refuses a certificate its CA did not sign, sending nothing", async () => {
    const l = await listen(true);
    const err = await openFails({ ELASTICSEARCH_URL: `https://localhost:${l.port}`, ELASTICSEARCH_API_KEY: "aWQ6c2VjcmV0" });
    expect(err.message).toMatch(/certificate/i);
    expect(l.heads).toEqual([]);
  });
});

describe("Elasticsearch writes", () => {
  async function indexAt(l: Recorded, refresh: "wait_for" | "false") {
    const client = elasticsearchClient({ url: `http://127.0.0.1:${l.port}`, maxRetries: 0 });
    return new ElasticsearchVectorIndex(client, "memories", 2, refresh);
  }

  it("return as the refresh policy says, and an archive retries a version conflict", async () => {
    const l = await listen();
    const index = await indexAt(l, "false");
    const entry = { id: "m1", agentId: "a", mode: "live" as const, namespace: null, type: "semantic" as const, lane: "self" as const, archived: false, createdAt: 1, text: "coffee" };
    await expect(index.upsert([entry])).rejects.toThrow();
    await expect(index.setArchived("m1", true)).rejects.toThrow();
    await index.close();
    const lines = l.heads.map((h) => h.split("\r\n")[0]);
    expect(lines).toContain("POST /_bulk?refresh=false HTTP/1.1");
    expect(lines).toContain("POST /memories/_update/m1?refresh=false&retry_on_conflict=3 HTTP/1.1");
  });

  it("wait for a refresh by default (read-your-writes)", async () => {
    const l = await listen();
    const index = await indexAt(l, "wait_for");
    await expect(index.setArchived("m1", true)).rejects.toThrow();
    await index.close();
    expect(l.heads[0]!.split("\r\n")[0]).toBe("POST /memories/_update/m1?refresh=wait_for&retry_on_conflict=3 HTTP/1.1");
  });
});
