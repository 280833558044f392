// Runs a local anvil devnet as a child process: the embedded "local" chain of the Chains port.
// The binary comes from Foundry's npm platform package (@foundry-rs/anvil-<os>-<arch>, what the
// @foundry-rs/anvil wrapper would pick), so nothing needs installing. package.json lists the
// linux-amd64 one, the only one this project's registry serves; on another platform install
// @foundry-rs/anvil-<os>-<arch> (or @foundry-rs/anvil) next to Berth.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export interface AnvilOptions {
  /** TCP port; a free one is chosen when omitted. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 unless the devnet serves other machines (a compose network). */
  host?: string;
  /** Chain state is loaded from this file at start (when it exists) and written to it on stop. */
  stateFile?: string;
  /** Defaults to 31337, anvil's own default. */
  chainId?: number;
  /** Seconds between blocks (interval mining); omitted means a block per transaction. */
  blockTime?: number;
  /** Also dump the state every N seconds, so a crash loses at most N seconds of chain history. */
  stateIntervalSeconds?: number;
  /** How long to wait for the RPC to answer before giving up. Default 15 000 ms. */
  startTimeoutMs?: number;
  /**
   * Stop anvil when this process dies, even by SIGKILL (default true): a tiny `sh` watchdog
   * holds a pipe from us and sends anvil SIGTERM (which still dumps --state) once the pipe closes.
   */
  dieWithParent?: boolean;
}

export interface AnvilInstance {
  rpcUrl: string;
  port: number;
  chainId: number;
  pid: number;
  /** Stops anvil gracefully (it writes the state file on the way out); safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Nothing in Node can ask the kernel to kill a child when its parent dies (no PR_SET_PDEATHSIG),
 * and anvil has no such option. This shell reads its stdin, a pipe whose only writer is Berth: the
 * read returns when Berth exits for any reason (the kernel closes the pipe even on SIGKILL), and it
 * then stops anvil with SIGTERM, on which anvil dumps its state like on SIGINT. A POSIX shell is
 * a few hundred KB, a second Node process would be 40 MB.
 */
const WATCHDOG_SCRIPT = 'read -r _ || :; kill -TERM "$1" 2>/dev/null; exit 0';

function startWatchdog(anvilPid: number): ChildProcess | undefined {
  if (process.platform === "win32") return undefined;
  const dog = spawn("sh", ["-c", WATCHDOG_SCRIPT, "berth-anvil-watchdog", String(anvilPid)], {
    stdio: ["pipe", "ignore", "ignore"],
    // Its own process group: a Ctrl-C meant for Berth reaches anvil directly, not through it.
    detached: true,
  });
  dog.on("error", () => undefined);
  dog.stdin?.on("error", () => undefined);
  // Neither the watchdog nor its pipe may keep Berth's event loop alive.
  dog.unref();
  (dog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return dog;
}

const DEFAULT_CHAIN_ID = 31337;
const HOST = "127.0.0.1";
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 8_000;
// Enough to show why anvil failed; the whole banner would repeat the dev accounts' keys.
const ERROR_TAIL_LINES = 15;

// Children still running: killed if the parent exits without stopping them (e.g. a crashed
// test run), so no anvil outlives its owner. SIGINT still lets anvil dump its state.
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const child of running) child.kill("SIGINT");
  });
}

/** Path of the anvil executable shipped in Foundry's platform package for this machine. */
export function anvilBinaryPath(): string {
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  const binary = process.platform === "win32" ? "anvil.exe" : "anvil";
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    return require.resolve(`${pkg}/bin/${binary}`);
  } catch {
    throw new Error(`anvil binary not found: ${pkg} is not installed for ${process.platform}/${process.arch}`);
  }
}

function buildArgs(options: AnvilOptions, chainId: number): string[] {
  // Port 0 lets the OS pick a free port atomically; anvil prints the one it bound.
  const args = ["--host", options.host ?? HOST, "--port", String(options.port ?? 0), "--chain-id", String(chainId)];
  if (options.blockTime !== undefined) args.push("--block-time", String(options.blockTime));
  if (options.stateFile !== undefined) args.push("--state", options.stateFile);
  if (options.stateIntervalSeconds !== undefined) {
    args.push("--state-interval", String(options.stateIntervalSeconds));
  }
  return args;
}

export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const timeoutMs = options.startTimeoutMs ?? 15_000;
  const child = spawn(anvilBinaryPath(), buildArgs(options, chainId), { stdio: ["ignore", "pipe", "pipe"] });
  installExitHook();
  running.add(child);
  const watchdog = options.dieWithParent !== false && child.pid !== undefined ? startWatchdog(child.pid) : undefined;

  let output = "";
  let exited = false;
  let spawnError: Error | undefined;
  let markExited: () => void = () => {};
  const exitPromise = new Promise<void>((resolve) => {
    markExited = () => {
      exited = true;
      running.delete(child);
      resolve();
    };
  });
  child.once("exit", () => {
    // anvil is gone: its pid may be reused, so the watchdog must never signal it any more.
    watchdog?.kill("SIGKILL");
    markExited();
  });
  child.on("error", (err) => {
    spawnError ??= err;
    // A process that never spawned emits no "exit".
    if (child.pid === undefined) markExited();
  });
  // anvil logs every RPC call; the pipes must be drained or it blocks once they fill up.
  const remember = (chunk: Buffer): void => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);
  const failure = (): Error | undefined =>
    spawnError ?? (exited ? new Error(`anvil exited with code ${child.exitCode ?? child.signalCode}`) : undefined);

  const stop = async (): Promise<void> => {
    if (exited) return;
    // SIGINT is anvil's graceful shutdown: it writes --state before exiting.
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exitPromise;
    clearTimeout(timer);
  };

  try {
    const deadline = Date.now() + timeoutMs;
    const port = await waitForPort(child, () => output, failure, deadline);
    const rpcUrl = `http://${HOST}:${port}`;
    await waitForRpc(rpcUrl, chainId, failure, deadline);
    return { rpcUrl, port, chainId, pid: child.pid ?? -1, stop };
  } catch (err) {
    await stop();
    const tail = output.trimEnd().split("\n").slice(-ERROR_TAIL_LINES).join("\n");
    throw new Error(`anvil failed to start: ${(err as Error).message}\n--- end of anvil output ---\n${tail}`);
  }
}

type FailureProbe = () => Error | undefined;

/**
 * The port anvil prints once it listens, looked for at each chunk of its output (a start is about
 * 60 ms; polling would add up to a period to every start), or its failure, or the deadline.
 */
function waitForPort(child: ChildProcess, readOutput: () => string, failure: FailureProbe, deadline: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // Registered after the listeners that keep the output and note an exit or error: each runs after them.
    const check = (): void => {
      const match = /Listening on [\d.]+:(\d+)/.exec(readOutput());
      if (match) return settle(() => resolve(Number(match[1])));
      const failed = failure();
      if (failed) settle(() => reject(failed));
    };
    const timer = setTimeout(() => settle(() => reject(new Error("anvil did not report a listening port in time"))), Math.max(0, deadline - Date.now()));
    const settle = (answer: () => void): void => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.stderr?.off("data", check);
      child.off("exit", check);
      child.off("error", check);
      answer();
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.on("exit", check);
    child.on("error", check);
    check();
  });
}

async function waitForRpc(rpcUrl: string, chainId: number, failure: FailureProbe, deadline: number): Promise<void> {
  let lastError = "no answer";
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed) throw failed;
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
        signal: AbortSignal.timeout(1_000),
      });
      const body = (await res.json()) as { result?: string };
      if (body.result !== undefined) {
        const answered = Number(BigInt(body.result));
        // Never hand out an RPC that is not the chain the caller asked for.
        if (answered !== chainId) throw new Error(`RPC reports chain id ${answered}, expected ${chainId}`);
        return;
      }
      lastError = JSON.stringify(body);
    } catch (err) {
      if ((err as Error).message.startsWith("RPC reports chain id")) throw err;
      lastError = (err as Error).message;
    }
    await sleep(50);
  }
  throw new Error(`RPC at ${rpcUrl} did not answer eth_chainId in time (${lastError})`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
