import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../support/free-port.ts";

export interface RunningAgent {
  port: number;
  url: string;
  output(): string;
  stop(): Promise<void>;
}


/** Starts a generated agent (`command` in `dir`) on a free port and waits until it says it listens. */
export async function startAgent(dir: string, command: string[], env: Record<string, string>): Promise<RunningAgent> {
  const port = await freePort();
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { cwd: dir, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += String(d)));
  child.stderr!.on("data", (d) => (output += String(d)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the agent did not start in 20 s:\n${output}`)), 20_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the agent exited (${code}):\n${output}`));
    });
    child.stdout!.on("data", () => {
      if (output.includes(`listening on port ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
