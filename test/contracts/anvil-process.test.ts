// startAnvil: free ports, options, clean shutdown, clear failures, and chain state that
// survives a restart when a state file is used.
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEventLogs, parseUnits, zeroHash } from "viem";
import { startAnvil, type AnvilInstance } from "../../adapters/anvil/anvil-process.ts";
import * as escrowArtifact from "../../contracts/artifacts/BerthEscrow.ts";
import * as registryArtifact from "../../contracts/artifacts/IdentityRegistry.ts";
import * as tokenArtifact from "../../contracts/artifacts/BerthTestToken.ts";
import { clientsFor, mined, startChain } from "./chain-fixture.ts";

const started: AnvilInstance[] = [];
const tempDirs: string[] = [];

async function start(options: Parameters<typeof startAnvil>[0] = {}): Promise<AnvilInstance> {
  const anvil = await startAnvil(options);
  started.push(anvil);
  return anvil;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  await Promise.all(started.map((anvil) => anvil.stop()));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("startAnvil", () => {
  it("picks distinct free ports and answers eth_chainId with the requested chain id", async () => {
    const [a, b] = await Promise.all([start(), start({ chainId: 777 })]);
    expect(a.port).not.toBe(b.port);
    expect(a.rpcUrl).toBe(`http://127.0.0.1:${a.port}`);
    expect(a.chainId).toBe(31337);
    expect(await clientsFor(a).publicClient.getChainId()).toBe(31337);
    expect(await clientsFor(b).publicClient.getChainId()).toBe(777);
  });

  it("stops the process, and stopping twice is harmless", async () => {
    const anvil = await start();
    expect(isRunning(anvil.pid)).toBe(true);
    await anvil.stop();
    expect(isRunning(anvil.pid)).toBe(false);
    await anvil.stop();
  });

  it("fails with anvil's own output when the port is taken", async () => {
    const holder = await start();
    await expect(startAnvil({ port: holder.port })).rejects.toThrow(/anvil failed to start[\s\S]*(address|in use)/i);
  });

  it("mines on an interval when blockTime is set", async () => {
    const anvil = await start({ blockTime: 1 });
    const { publicClient } = clientsFor(anvil);
    const first = await publicClient.getBlockNumber();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await publicClient.getBlockNumber()).toBeGreaterThan(first);
  });

  it("also dumps the state periodically when stateIntervalSeconds is set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berth-anvil-"));
    tempDirs.push(dir);
    const stateFile = join(dir, "state.json");
    await start({ stateFile, stateIntervalSeconds: 1 });
    const deadline = Date.now() + 5_000;
    while (!existsSync(stateFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(stateFile)).toBe(true);
  });

  it("keeps contract code and storage across a restart with the same state file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berth-anvil-"));
    tempDirs.push(dir);
    const stateFile = join(dir, "devnet-state.json");

    const first = await startChain({ stateFile, chainId: 31338 });
    started.push(first.anvil);
    const { identityRegistry, escrow, testToken } = first.addresses;
    const owner = first.accounts[0];
    const amount = parseUnits("3", 18);
    const pub = first.publicClient;
    const wallet = first.wallet(0);
    const registered = await mined(pub, wallet.writeContract({ address: identityRegistry, abi: registryArtifact.abi, functionName: "register", args: ["ipfs://persisted"] }));
    const agentId = parseEventLogs({ abi: registryArtifact.abi, logs: registered.logs, eventName: "Registered" })[0].args.agentId;
    await mined(pub, wallet.writeContract({ address: testToken, abi: tokenArtifact.abi, functionName: "mint", args: [owner, amount] }));
    await mined(pub, wallet.writeContract({ address: testToken, abi: tokenArtifact.abi, functionName: "approve", args: [escrow, amount] }));
    await mined(pub, wallet.writeContract({ address: escrow, abi: escrowArtifact.abi, functionName: "createEscrow", args: [first.accounts[1], testToken, amount, 3600n, zeroHash] }));
    const blockBefore = await pub.getBlockNumber();
    const escrowBefore = await pub.readContract({ address: escrow, abi: escrowArtifact.abi, functionName: "getEscrow", args: [1n] });
    await first.stop();
    expect(statSync(stateFile).size).toBeGreaterThan(0);

    const second = await start({ stateFile, chainId: 31338 });
    const { publicClient } = clientsFor(second);
    for (const address of [identityRegistry, escrow, testToken]) {
      expect(await publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{20,}$/);
    }
    expect(await publicClient.getBlockNumber()).toBeGreaterThanOrEqual(blockBefore);
    expect(await publicClient.readContract({ address: identityRegistry, abi: registryArtifact.abi, functionName: "ownerOf", args: [agentId] })).toBe(owner);
    expect(await publicClient.readContract({ address: identityRegistry, abi: registryArtifact.abi, functionName: "tokenURI", args: [agentId] })).toBe("ipfs://persisted");
    expect(await publicClient.readContract({ address: escrow, abi: escrowArtifact.abi, functionName: "getEscrow", args: [1n] })).toEqual(escrowBefore);
    expect(await publicClient.readContract({ address: testToken, abi: tokenArtifact.abi, functionName: "balanceOf", args: [escrow] })).toBe(amount);

    // The restored chain keeps working: a new registration continues the id sequence.
    const next = await publicClient.simulateContract({
      account: owner,
      address: identityRegistry,
      abi: registryArtifact.abi,
      functionName: "register",
      args: ["ipfs://next"],
    });
    expect(next.result).toBe(agentId + 1n);
  });
});
