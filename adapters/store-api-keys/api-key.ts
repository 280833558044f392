import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Mode } from "../../core/auth/principal.ts";

/** Key prefixes are short lowercase words, so `<prefix>_<mode>_<secret>` splits without ambiguity. */
export const KEY_PREFIX_PATTERN = /^[a-z][a-z0-9]{1,15}$/;

export interface ParsedKey {
  prefix: string;
  mode: Mode;
  secret: string;
}

const KEY_SHAPE = /^([a-z][a-z0-9]{1,15})_(live|test)_([A-Za-z0-9_-]{32,128})$/;

export function parseApiKey(token: string): ParsedKey | null {
  const m = KEY_SHAPE.exec(token);
  if (!m) return null;
  return { prefix: m[1]!, mode: m[2] as Mode, secret: m[3]! };
}

/** 32 random bytes: 256 bits of secret, base64url so the key is one copy-pasteable word. */
export function generateApiKey(prefix: string, mode: Mode): { token: string; keyId: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${prefix}_${mode}_${secret}`, keyId: `key_${randomUUID().replace(/-/g, "").slice(0, 20)}` };
}

/**
 * Keys are high-entropy random secrets, so a plain SHA-256 is a safe one-way hash (no password
 * stretching needed) and cheap enough to compute on every request.
 */
export function hashApiKey(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function hashesEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
