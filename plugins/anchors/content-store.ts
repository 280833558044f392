import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Content-addressed files in the plugin's data folder: `<dir>/sha256/<first 2 hex>/<64 hex>`.
 * A file's name is the SHA-256 of what it must hold, so anyone can check it with `sha256sum`.
 */
export class ContentStore {
  constructor(private readonly dir: string) {}

  pathOf(contentHash: string): string {
    return join(this.dir, "sha256", contentHash.slice(0, 2), contentHash);
  }

  /**
   * Writes the bytes under their hash: to a temporary file in the same folder, synced, then
   * renamed over the name, so a reader (or a crash) never sees a half-written file. Writing
   * again is harmless, and restores a file whose bytes were altered.
   */
  async put(contentHash: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(contentHash);
    const folder = join(this.dir, "sha256", contentHash.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const temp = join(folder, `.${contentHash}.${randomBytes(6).toString("hex")}.tmp`);
    const file = await open(temp, "wx");
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temp, path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  /** The stored bytes, or null when the file is gone. */
  async get(contentHash: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(contentHash));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  /** The stored file's size, or null when it is gone: lets a check refuse an oversized file unread. */
  async size(contentHash: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(contentHash))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }
}
