import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abi as registryAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
import { REPO_ROOT } from "../../core/host/host.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { BENEFICIARY, client } from "./chain-helpers.ts";
import { freePort } from "../support/free-port.ts";
import { anvilsOn, isAlive, lockRecord, until } from "../support/devnet-processes.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");

// Each test starts real Berth processes; on a loaded machine one start alone can take half a minute.
describe("the local devnet never outlives Berth and never runs twice on one state file", { timeout: 240_000 }, () => {
  const dataDir = tempDir();
  let key: string;
  let rpcPort: number;
  let server: BerthChild | undefined;
  const escrows: string[] = [];
  const agents: string[] = [];

  const start = async () => {
    server = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "local", DEVNET_RPC_PORT: String(rpcPort) }, { startTimeoutMs: 120_000 });
    return server;
  };
  /** The Berth running on the folder, started if none is (each test runs in any order: --sequence.shuffle). */
  const running = async () => server ?? (await start());
  const chainInfo = async (s: BerthChild) => {
    const a = await send(s.url, "GET", "/v2/chains", { key });
    expect(a.status, a.text).toBe(200);
    return a.body.chains.find((c: { name: string }) => c.name === "local");
  };
  /** Confirms one agent and one escrow, and remembers them. */
  const write = async (s: BerthChild) => {
    const chain = await chainInfo(s);
    const reg = await send(s.url, "POST", "/v2/agents/register", { key, body: { chain_id: "local", metadata_uri: `ipfs://agent-${agents.length}`, name: "Ada" } });
    expect(reg.status, reg.text).toBe(200);
    expect(reg.body.confirmed).toBe(true);
    agents.push(reg.body.agent_id);
    const esc = await send(s.url, "POST", "/v2/escrow/create", { key, body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.test_token, amount: "7", duration: 3600 } });
    expect(esc.status, esc.text).toBe(200);
    expect(esc.body.confirmed).toBe(true);
    escrows.push(esc.body.escrowId);
  };
  /** Everything confirmed so far is still there. */
  const expectAllThere = async (s: BerthChild) => {
    const chain = await chainInfo(s);
    for (const id of escrows) {
      const a = await send(s.url, "GET", `/v2/escrow/local/${id}`, { key });
      expect(a.status, `escrow ${id}: ${a.text}`).toBe(200);
      expect(a.body.escrow).toMatchObject({ status: "Created", amount: "7" });
    }
    for (const [i, id] of agents.entries()) {
      const uri = await client(chain.rpc_url).readContract({ address: chain.identity_registry, abi: registryAbi, functionName: "tokenURI", args: [BigInt(id)] });
      expect(uri).toBe(`ipfs://agent-${i}`);
    }
  };

  beforeAll(async () => {
    rpcPort = await freePort();
    const made = spawnSync(process.execPath, [BIN, "keys", "create", "--role", "admin", "--test"], { env: { ...process.env, BERTH_DATA_DIR: dataDir, LOG_LEVEL: "silent" }, encoding: "utf8" });
    key = /^(bk_test_\S+)$/m.exec(made.stdout)![1]!;
  });
  afterAll(() => {
    server?.child.kill("SIGTERM");
  });

  it("serves the devnet's RPC on DEVNET_RPC_PORT, and takes the data folder's lock", async () => {
    const s = await running();
    expect((await chainInfo(s)).rpc_url).toBe(`http://127.0.0.1:${rpcPort}`);
    const lock = lockRecord(dataDir);
    expect(lock.berth.pid).toBe(s.child.pid);
    expect(anvilsOn(dataDir)).toEqual([lock.anvil!.pid]);
    await write(s);
  });

  it("a second Berth on the same data folder uses the first one's devnet: one anvil, one chain, writes through either", async () => {
    const first = await running();
    const second = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "local" }, { startTimeoutMs: 120_000 });
    try {
      expect(second.output()).toContain(`"owner_pid":${first.child.pid}`);
      expect((await chainInfo(second)).rpc_url).toBe(`http://127.0.0.1:${rpcPort}`);
      expect(anvilsOn(dataDir)).toHaveLength(1);
      await write(second);
      await expectAllThere(first);
    } finally {
      const exited = new Promise((r) => second.child.once("exit", r));
      second.child.kill("SIGTERM");
      await exited;
    }
    // The second one stopping leaves the first one's devnet running.
    expect(anvilsOn(dataDir)).toEqual([lockRecord(dataDir).anvil!.pid]);
    await write(first);
  });

  it("after kill -9 of Berth its anvil stops (saving its state); the restart has every confirmed write and one anvil", async () => {
    const s = await running();
    await write(s);
    const anvil = lockRecord(dataDir).anvil!.pid;
    s.child.kill("SIGKILL");
    // The watchdog sees Berth's pipe close and stops anvil, which dumps its state on the way out.
    await until("the devnet has stopped", () => !isAlive(anvil));
    expect(anvilsOn(dataDir)).toEqual([]);
    const again = await start();
    expect(anvilsOn(dataDir)).toEqual([lockRecord(dataDir).anvil!.pid]);
    // Whichever the restart saw: the devnet gone, or still exiting (its /proc entry not yet reaped by
    // the watchdog, so taken for running and stopped again); both say the last stop was not clean.
    expect(again.output()).toMatch(/did not stop cleanly|a killed Berth left running/);
    await expectAllThere(again);
  });

  it("a devnet still running from a killed Berth (its watchdog killed too) is stopped and its state recovered at the next start", async () => {
    const s = await running();
    // Written just before the kill, so within anvil's 5 s state interval: only the dump on stop saves it.
    await write(s);
    const anvil = lockRecord(dataDir).anvil!.pid;
    const watchdog = spawnSync("pgrep", ["-P", String(s.child.pid), "-f", "berth-anvil-watchdog"], { encoding: "utf8" }).stdout.trim();
    expect(watchdog).toMatch(/^\d+$/);
    process.kill(Number(watchdog), "SIGKILL");
    const gone = new Promise((r) => s.child.once("exit", r));
    s.child.kill("SIGKILL");
    await gone;
    // Nothing is left to stop it: it outlives Berth until the next start finds it.
    expect(isAlive(anvil)).toBe(true);
    const again = await start();
    expect(isAlive(anvil)).toBe(false);
    expect(again.output()).toContain(`"stopped_anvil_pid":${anvil}`);
    expect(anvilsOn(dataDir)).toEqual([lockRecord(dataDir).anvil!.pid]);
    await expectAllThere(again);
    // And a clean stop leaves neither anvil nor lock behind.
    const exited = new Promise((r) => again.child.on("exit", r));
    again.child.kill("SIGTERM");
    await exited;
    server = undefined;
    expect(anvilsOn(dataDir)).toEqual([]);
    expect(() => lockRecord(dataDir)).toThrow(/ENOENT/);
  });
});

describe("the local devnet's clock follows wall time when idle", { timeout: 120_000 }, () => {
  let b: TestBerth;
  let rpcUrl: string;
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local" } });
    rpcUrl = (await b.request("GET", "/v2/chains", { key: b.testAdminKey })).body.chains[0].rpc_url;
  });
  afterAll(() => b.stop());

  it("refunds an expired escrow with no other traffic, and mines nothing while idle", async () => {
    const chain = (await b.request("GET", "/v2/chains", { key: b.testAdminKey })).body.chains[0];
    const created = await b.request("POST", "/v2/escrow/create", { key: b.testAdminKey, body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.test_token, amount: "5", duration: 2 } });
    expect(created.status, created.text).toBe(200);
    const early = await b.request("POST", `/v2/escrow/local/${created.body.escrowId}/refund`, { key: b.testAdminKey });
    expect(early.body.error_code).toBe("ESCROW_NOT_EXPIRED");
    // eth_blockNumber is not a time-dependent call: reading it mines nothing.
    const before = await client(rpcUrl).getBlockNumber({ cacheTime: 0 });
    await new Promise((r) => setTimeout(r, 3_200));
    expect(await client(rpcUrl).getBlockNumber({ cacheTime: 0 })).toBe(before);
    const refund = await b.request("POST", `/v2/escrow/local/${created.body.escrowId}/refund`, { key: b.testAdminKey });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.escrow.status).toBe("Refunded");
  });

  it("a read sees a block of the current second", async () => {
    await new Promise((r) => setTimeout(r, 1_100));
    const chain = (await b.request("GET", "/v2/chains", { key: b.testAdminKey })).body.chains[0];
    const created = await b.request("POST", "/v2/escrow/create", { key: b.testAdminKey, body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.test_token, amount: "5", duration: 1 } });
    await new Promise((r) => setTimeout(r, 2_100));
    const read = await b.request("GET", `/v2/escrow/local/${created.body.escrowId}`, { key: b.testAdminKey });
    expect(read.status).toBe(200);
    const head = await client(rpcUrl).getBlock({ blockTag: "latest" });
    // The read mined a block stamped now, not at the escrow's creation.
    expect(Math.abs(Number(head.timestamp) * 1000 - Date.now())).toBeLessThan(1_500);
    expect(Number(head.timestamp) * 1000).toBeGreaterThanOrEqual(Date.parse(read.body.escrow.expiresAt));
  });
});
