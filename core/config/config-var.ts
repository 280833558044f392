/**
 * Configuration comes from environment variables. Each plugin (and the host) declares the
 * variables it reads with these helpers; the host reads and checks all of them at start and
 * reports every problem at once. Values of `secret` variables never appear in messages or logs.
 */

export interface ConfigVar<T> {
  readonly kind: string;
  readonly description: string;
  readonly secret: boolean;
  /** Text for docs: the default as a user would write it, or undefined when required/optional. */
  readonly defaultText?: string;
  /** Parses the raw value (undefined when unset). Returns the value, or a problem in words. */
  parse(raw: string | undefined): { ok: true; value: T } | { ok: false; problem: string };
}

interface Common {
  description: string;
  secret?: boolean;
}

type Result<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const bad = <T>(problem: string): Result<T> => ({ ok: false, problem });

function unset(raw: string | undefined): boolean {
  return raw === undefined || raw.trim() === "";
}

function make<T>(kind: string, opts: Common, defaultText: string | undefined, parse: (raw: string | undefined) => Result<T>): ConfigVar<T> {
  return { kind, description: opts.description, secret: opts.secret ?? false, defaultText, parse };
}

export const env = {
  string(opts: Common & { default: string; pattern?: RegExp }): ConfigVar<string> {
    return make("string", opts, opts.default, (raw) => {
      const value = unset(raw) ? opts.default : raw!.trim();
      if (opts.pattern && !opts.pattern.test(value)) return bad(`must match ${opts.pattern}`);
      return ok(value);
    });
  },
  optionalString(opts: Common & { pattern?: RegExp }): ConfigVar<string | undefined> {
    return make("string", opts, undefined, (raw) => {
      if (unset(raw)) return ok(undefined);
      if (opts.pattern && !opts.pattern.test(raw!.trim())) return bad(`must match ${opts.pattern}`);
      return ok(raw!.trim());
    });
  },
  integer(opts: Common & { default: number; min?: number; max?: number }): ConfigVar<number> {
    return make("integer", opts, String(opts.default), (raw) => {
      if (unset(raw)) return ok(opts.default);
      const text = raw!.trim();
      if (!/^-?\d+$/.test(text)) return bad("must be a whole number");
      const value = Number(text);
      if (opts.min !== undefined && value < opts.min) return bad(`must be at least ${opts.min}`);
      if (opts.max !== undefined && value > opts.max) return bad(`must be at most ${opts.max}`);
      return ok(value);
    });
  },
  boolean(opts: Common & { default: boolean }): ConfigVar<boolean> {
    return make("boolean", opts, String(opts.default), (raw) => {
      if (unset(raw)) return ok(opts.default);
      const text = raw!.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(text)) return ok(true);
      if (["0", "false", "no", "off"].includes(text)) return ok(false);
      return bad("must be true or false");
    });
  },
  oneOf<const V extends string>(opts: Common & { values: readonly V[]; default: V }): ConfigVar<V> {
    return make(`one of ${opts.values.join("|")}`, opts, opts.default, (raw) => {
      if (unset(raw)) return ok(opts.default);
      const text = raw!.trim();
      return (opts.values as readonly string[]).includes(text) ? ok(text as V) : bad(`must be one of ${opts.values.join(", ")}`);
    });
  },
  url(opts: Common & { protocols?: string[] }): ConfigVar<string | undefined> {
    return make("url", opts, undefined, (raw) => {
      if (unset(raw)) return ok(undefined);
      try {
        const u = new URL(raw!.trim());
        if (opts.protocols && !opts.protocols.includes(u.protocol.replace(/:$/, ""))) {
          return bad(`must use ${opts.protocols.join(" or ")}`);
        }
        return ok(raw!.trim());
      } catch {
        return bad("must be an absolute URL");
      }
    });
  },
  /** A value with its own syntax (TRUST_PROXY, WORKERS): `parse` gets the raw text, undefined when unset. */
  custom<T>(opts: Common & { kind: string; defaultText?: string; parse: (raw: string | undefined) => Result<T> }): ConfigVar<T> {
    return make(opts.kind, opts, opts.defaultText, (raw) => opts.parse(unset(raw) ? undefined : raw!.trim()));
  },
  /** A comma-separated list; with `values`, each item must be one of them (and at least one is needed). */
  list<const V extends string = string>(opts: Common & { default?: NoInfer<V>[]; values?: readonly V[] }): ConfigVar<V[]> {
    return make(opts.values ? `comma-separated list of ${opts.values.join("|")}` : "comma-separated list", opts, opts.default?.join(","), (raw) => {
      if (unset(raw)) return ok(opts.default ?? []);
      const items = raw!.split(",").map((s) => s.trim()).filter(Boolean);
      if (opts.values) {
        const unknown = items.filter((i) => !(opts.values as readonly string[]).includes(i));
        if (unknown.length > 0) return bad(`${unknown.join(", ")}: each item must be one of ${opts.values.join(", ")}`);
        if (items.length === 0) return bad(`must name at least one of ${opts.values.join(", ")}`);
      }
      return ok(items as V[]);
    });
  },
};

export type ConfigSpec = Record<string, ConfigVar<unknown>>;
export type ConfigValues<S extends ConfigSpec> = { [K in keyof S]: S[K] extends ConfigVar<infer T> ? T : never };

export interface ConfigProblem {
  variable: string;
  problem: string;
}

/** Reads every variable of `spec` from `source`, collecting problems instead of stopping at the first. */
export function readConfig<S extends ConfigSpec>(
  spec: S,
  source: Record<string, string | undefined>,
  problems: ConfigProblem[],
): ConfigValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(spec)) {
    const result = variable.parse(source[name]);
    if (result.ok) values[name] = result.value;
    else problems.push({ variable: name, problem: variable.secret ? `${result.problem} (value hidden: secret)` : result.problem });
  }
  return values as ConfigValues<S>;
}

/** The same problem once, even when two parts read the same variable (EMBEDDING_DIMENSION). */
function distinct(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.variable}\u0000${p.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  constructor(problems: ConfigProblem[]) {
    const unique = distinct(problems);
    super(`invalid configuration:\n${unique.map((p) => `  - ${p.variable}: ${p.problem}`).join("\n")}`);
    this.problems = unique;
    this.name = "ConfigError";
  }
}
