import { apiKeysPort, defineCommand, isBerthError, UsageError, type Mode } from "berth/plugin";

/** A store error (a bad passport id) is the caller's mistake here: shown with the usage. */
function asUsage(err: unknown): never {
  if (isBerthError(err)) throw new UsageError(`${err.message}${Array.isArray(err.details) ? `: ${JSON.stringify(err.details)}` : ""}`);
  throw err;
}

/** `berth keys ...`: issue, list and revoke API keys without a running server. */
export const keysCommand = defineCommand({
  name: "keys",
  summary: "Issue, list and revoke API keys (no server needed).",
  usage: "Keys are live unless --test; test and live data never mix. A running Berth sees a key at once when it uses the same store.",
  subcommands: [
    {
      name: "create",
      summary: "Issue a key and print it once: store it, only its hash is kept.",
      options: {
        role: { type: "string", value: "ROLE", required: true, description: "admin (any passport, admin routes), viewer (reads what an admin reads, changes nothing) or agent (only its passports)." },
        test: { type: "boolean", description: "A test key (bk_test_...): it sees only test-world data and test chains." },
        passport: { type: "string", value: "ID", multiple: true, description: "A passport an agent key may act for." },
        label: { type: "string", value: "TEXT", description: "A note shown by list." },
      },
      run: async (ctx, input) => {
        const role = input.string("role");
        if (role !== "admin" && role !== "agent" && role !== "viewer") throw new UsageError("--role must be admin, viewer or agent");
        const mode: Mode = input.flag("test") ? "test" : "live";
        const keys = await ctx.port(apiKeysPort);
        const { token, key } = await keys.create({ role, mode, passports: input.strings("passport"), label: input.string("label") ?? null }).catch(asUsage);
        const scope = key.role === "agent" ? key.passports.join(", ") : key.role === "viewer" ? "every passport, reading only" : "every passport";
        return `${token}\n\nkey_id: ${key.key_id}\nrole: ${key.role}  mode: ${key.mode}  acts for: ${scope}\nThis is the only time the key is shown.`;
      },
    },
    {
      name: "list",
      summary: "List keys (never their secrets), newest first.",
      options: {
        test: { type: "boolean", description: "Only test keys." },
        live: { type: "boolean", description: "Only live keys." },
        all: { type: "boolean", description: "Include revoked keys." },
      },
      run: async (ctx, input) => {
        const mode: Mode | undefined = input.flag("test") ? "test" : input.flag("live") ? "live" : undefined;
        const list = await (await ctx.port(apiKeysPort)).list({ mode, includeRevoked: input.flag("all") });
        if (list.length === 0) return "no keys";
        const rows = list.map((k) =>
          [k.key_id, k.role, k.mode, `...${k.hint}`, k.role === "agent" ? k.passports.join(",") : "*", new Date(k.created_at).toISOString(), k.revoked_at ? "revoked" : "active", k.label ?? ""].join("\t"),
        );
        return ["key_id\trole\tmode\tends\tpassports\tcreated\tstate\tlabel", ...rows].join("\n");
      },
    },
    {
      name: "revoke",
      summary: "Revoke a key by its id; a running Berth on the same store refuses it within a millisecond.",
      args: "KEY_ID",
      run: async (ctx, input) => {
        const [keyId, ...extra] = input.positionals;
        if (!keyId || extra.length > 0) throw new UsageError("revoke takes one KEY_ID");
        const key = await (await ctx.port(apiKeysPort)).revoke(keyId).catch((err: unknown) => {
          if (isBerthError(err)) throw new UsageError(err.message);
          throw err;
        });
        return `revoked ${key.key_id} (${key.role}, ${key.mode})`;
      },
    },
  ],
});
