import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeWithTsx } from "../../app/start-command.ts";
import { SqliteDocumentStore } from "./sqlite-document-store.ts";
import { RESET_FRAMES, WalCheckpointer } from "./wal-checkpointer.ts";

const ROWS = { name: "rows" };

/**
 * Runs a script in its own process that commits `transactions` transactions of ~40 KB through a
 * store on `file` (600 are ~24 MB: checkpoints run, also ones the writer waits for), then closes
 * the store or not; answers its output and exit code.
 */
async function runWriter(file: string, options: { tag: string; transactions: number; close: boolean }): Promise<{ code: number | null; output: string }> {
  const script = join(dirname(file), `${options.tag}.mts`);
  writeFileSync(
    script,
    `import { SqliteDocumentStore } from ${JSON.stringify(join(import.meta.dirname, "sqlite-document-store.ts"))};
const store = new SqliteDocumentStore({ file: ${JSON.stringify(file)} });
const padding = "x".repeat(4000);
for (let t = 0; t < ${options.transactions}; t++) {
  await store.transaction(async (tx) => {
    const rows = tx.collection<{ padding: string }>({ name: "rows" });
    for (let i = 0; i < 10; i++) await rows.insert(\`${options.tag}-\${t}-\${i}\`, { padding });
  });
}
console.log("written", await store.collection({ name: "rows" }).count());
${options.close ? 'await store.close();\nconsole.log("closed");' : ""}
`,
  );
  const { command, args } = nodeWithTsx(script);
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

function freshFile(): string {
  return join(mkdtempSync(join(tmpdir(), "berth-checkpoint-")), "berth.sqlite");
}

describe("WAL checkpoints on a worker thread", () => {
  it("keep the WAL bounded while far more than it could hold is committed, and the data reaches the database file", async () => {
    const file = freshFile();
    const store = new SqliteDocumentStore({ file });
    const padding = "x".repeat(4000);
    let largestWal = 0;
    // 1,200 transactions of ~40 KB: 48 MB through the WAL, three times what it may hold before
    // it starts over. The writer's own checkpoints are off; without the worker's the WAL would
    // hold all of it.
    for (let t = 0; t < 1200; t++) {
      await store.transaction(async (tx) => {
        const rows = tx.collection<{ n: number; padding: string }>(ROWS);
        for (let i = 0; i < 10; i++) await rows.insert(`r${t}-${i}`, { n: t * 10 + i, padding });
      });
      largestWal = Math.max(largestWal, statSync(`${file}-wal`).size);
    }
    expect(largestWal).toBeLessThan(2 * RESET_FRAMES * 4096);
    // Every row is readable through the store after the worker's checkpoints.
    expect(await store.collection(ROWS).count()).toBe(12000);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect((db.prepare('SELECT count(*) AS n FROM "c_rows"').get() as { n: number }).n).toBe(12000);
    db.close();
    rmSync(dirname(file), { recursive: true, force: true });
  });

  it("hands checkpoints back when its worker cannot open the file", async () => {
    const reason = await new Promise<string>((resolve) => {
      const checkpointer = new WalCheckpointer(join(freshFile(), "no-such-folder", "berth.sqlite"), resolve);
      checkpointer.committed();
    });
    expect(reason).toMatch(/unable to open|directory/i);
  });

  it("closes at once when its worker is still starting, even if the worker then fails", async () => {
    const checkpointer = new WalCheckpointer(join(freshFile(), "no-such-folder", "berth.sqlite"), () => {});
    const outcome = await Promise.race([checkpointer.close().then(() => "closed"), new Promise((resolve) => setTimeout(resolve, 5000, "hung"))]);
    expect(outcome).toBe("closed");
  });


  it("never keeps a process alive that did not close its store, nor lets it exit under a write or a close", async () => {
    const files = [freshFile(), freshFile()];
    const [open, closed] = await Promise.all([
      runWriter(files[0]!, { tag: "open", transactions: 600, close: false }),
      runWriter(files[1]!, { tag: "closed", transactions: 600, close: true }),
    ]);
    for (const file of files) rmSync(dirname(file), { recursive: true, force: true });
    expect(open).toEqual({ code: 0, output: "written 6000\n" });
    expect(closed).toEqual({ code: 0, output: "written 6000\nclosed\n" });
  }, 60_000);

  it("keep the WAL bounded while two processes write to the file at once", async () => {
    const file = freshFile();
    // Made first, so both processes find the table.
    const setup = new SqliteDocumentStore({ file });
    await setup.collection(ROWS).count();
    await setup.close();
    let largestWal = 0;
    const sampler = setInterval(() => {
      try {
        largestWal = Math.max(largestWal, statSync(`${file}-wal`).size);
      } catch {
        // not there between the processes' lives
      }
    }, 10);
    // 2 x 2,400 transactions of ~40 KB: 190 MB, twelve times what the WAL may hold before it
    // starts over. Each process's checkpoints run while the other one commits.
    const [one, two] = await Promise.all([
      runWriter(file, { tag: "one", transactions: 2400, close: true }),
      runWriter(file, { tag: "two", transactions: 2400, close: true }),
    ]);
    clearInterval(sampler);
    expect([one.code, two.code]).toEqual([0, 0]);
    // Measured: ~20 MB; with only passive checkpoints (each process's runs while the other one
    // commits, so the WAL never starts over) 70-100 MB.
    expect(largestWal).toBeLessThan(2 * RESET_FRAMES * 4096);
    const db = new Database(file, { readonly: true });
    expect((db.prepare('SELECT count(*) AS n FROM "c_rows"').get() as { n: number }).n).toBe(48000);
    db.close();
    rmSync(dirname(file), { recursive: true, force: true });
  }, 120_000);
});
