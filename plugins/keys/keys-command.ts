import { parseArgs } from "node:util";
import { apiKeysPort, isBerthError, UsageError, type ApiKeys, type CommandDefinition, type Mode, type Role } from "berth/plugin";

const KEYS_USAGE = `Usage:
  berth keys create --role admin|agent [--test] [--passport ID ...] [--label TEXT]
  berth keys list [--test|--live] [--all]
  berth keys revoke KEY_ID

create prints the key once: store it, only its hash is kept.
Keys are live unless --test; test and live data never mix.`;

/** `berth keys ...`: issue, list and revoke API keys without a running server. */
export const keysCommand: CommandDefinition = {
  name: "keys",
  summary: "Issue, list and revoke API keys (no server needed).",
  usage: KEYS_USAGE,
  run: async (ctx, argv) => keys(await ctx.port(apiKeysPort), argv),
};

async function keys(keys: ApiKeys, argv: string[]): Promise<string> {
  const [action, ...rest] = argv;
  if (action === "create") {
    const { values } = parseArgs({
      args: rest,
      options: {
        role: { type: "string" },
        test: { type: "boolean", default: false },
        passport: { type: "string", multiple: true },
        label: { type: "string" },
      },
      strict: true,
    });
    if (values.role !== "admin" && values.role !== "agent") throw new UsageError("--role must be admin or agent");
    const mode: Mode = values.test ? "test" : "live";
    try {
      const { token, key } = await keys.create({ role: values.role as Role, mode, passports: values.passport ?? [], label: values.label ?? null });
      const scope = key.role === "admin" ? "every passport" : key.passports.join(", ");
      return `${token}\n\nkey_id: ${key.key_id}\nrole: ${key.role}  mode: ${key.mode}  acts for: ${scope}\nThis is the only time the key is shown.`;
    } catch (err) {
      if (isBerthError(err)) throw new UsageError(`${err.message}${Array.isArray(err.details) ? `: ${JSON.stringify(err.details)}` : ""}`);
      throw err;
    }
  }
  if (action === "list") {
    const { values } = parseArgs({
      args: rest,
      options: { test: { type: "boolean", default: false }, live: { type: "boolean", default: false }, all: { type: "boolean", default: false } },
      strict: true,
    });
    const mode: Mode | undefined = values.test ? "test" : values.live ? "live" : undefined;
    const list = await keys.list({ mode, includeRevoked: values.all });
    if (list.length === 0) return "no keys";
    const rows = list.map((k) =>
      [k.key_id, k.role, k.mode, `...${k.hint}`, k.role === "admin" ? "*" : k.passports.join(","), new Date(k.created_at).toISOString(), k.revoked_at ? "revoked" : "active", k.label ?? ""].join("\t"),
    );
    return ["key_id\trole\tmode\tends\tpassports\tcreated\tstate\tlabel", ...rows].join("\n");
  }
  if (action === "revoke") {
    const [keyId, ...extra] = rest;
    if (!keyId || extra.length > 0) throw new UsageError("revoke takes one KEY_ID");
    try {
      const key = await keys.revoke(keyId);
      return `revoked ${key.key_id} (${key.role}, ${key.mode})`;
    } catch (err) {
      if (isBerthError(err)) throw new UsageError(err.message);
      throw err;
    }
  }
  throw new UsageError(action ? `unknown keys command ${action}` : "missing keys command");
}
