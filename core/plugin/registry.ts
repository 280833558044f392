/**
 * A registry is a named, typed table that one plugin owns and others fill: the webhooks plugin
 * owns `providers`, and each provider plugin (in-repo or an npm package) contributes a
 * normalizer to it. Contributions are checked when made, so a bad third-party plugin fails at
 * start, not on its first request.
 */
export interface Registry<T> {
  readonly owner: string;
  readonly name: string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  keys(): string[];
  entries(): [string, T][];
  /** Which plugin contributed `key`. */
  contributor(key: string): string | undefined;
}

export interface RegistryOptions<T> {
  /** Returns a problem in words when `value` is not acceptable, else null. */
  validate?(key: string, value: unknown): string | null;
  /** Allowed key shape, e.g. lowercase identifiers for URL path segments. */
  keyPattern?: RegExp;
  description?: string;
  /** Ensures the value has the shape T once validate passed. */
  _type?: T;
}

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RegistryError";
  }
}

export class MutableRegistry<T> implements Registry<T> {
  private readonly items = new Map<string, { value: T; by: string }>();

  constructor(
    readonly owner: string,
    readonly name: string,
    private readonly options: RegistryOptions<T>,
  ) {}

  add(key: string, value: unknown, by: string): void {
    const where = `registry ${this.owner}.${this.name}`;
    if (this.options.keyPattern && !this.options.keyPattern.test(key)) {
      throw new RegistryError(`${by}: key ${JSON.stringify(key)} is not allowed in ${where} (must match ${this.options.keyPattern})`);
    }
    const existing = this.items.get(key);
    if (existing) throw new RegistryError(`${by}: ${where} already has ${JSON.stringify(key)}, contributed by ${existing.by}`);
    const problem = this.options.validate?.(key, value) ?? null;
    if (problem) throw new RegistryError(`${by}: ${where} rejected ${JSON.stringify(key)}: ${problem}`);
    this.items.set(key, { value: value as T, by });
  }

  get(key: string): T | undefined {
    return this.items.get(key)?.value;
  }
  has(key: string): boolean {
    return this.items.has(key);
  }
  keys(): string[] {
    return [...this.items.keys()].sort();
  }
  entries(): [string, T][] {
    return this.keys().map((k) => [k, this.items.get(k)!.value]);
  }
  contributor(key: string): string | undefined {
    return this.items.get(key)?.by;
  }
}
