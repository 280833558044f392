import { spawn, type ChildProcess } from "node:child_process";
import { berthStartCommand } from "../../app/start-command.ts";

export interface BerthChild {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
}

/**
 * Starts `npm start`'s command as a real process (PORT=0, LOG_LEVEL=info unless given) and waits
 * for its "Berth listening on" line. A process that does not get there is killed, never leaked.
 */
export async function spawnBerth(env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<BerthChild> {
  const { command, args } = berthStartCommand();
  const child = spawn(command, args, {
    // As test-berth.ts: an event that does not match its declared type fails the request appending it.
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", EVENT_DATA_CHECK: "refuse", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no listening line:\n${out}`));
    }, options.startTimeoutMs ?? 30_000);
    const check = () => {
      const m = /Berth listening on (http:\/\/[^"\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", check);
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`exited early:\n${out}`));
    });
  });
  return { child, url, output: () => out };
}
