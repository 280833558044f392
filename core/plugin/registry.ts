import { pointId, type ExtensionPoint } from "./define-extension-point.ts";

/** What the owner of an extension point reads: every contribution, by key. */
export interface Registry<T> {
  readonly point: string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  keys(): string[];
  entries(): [string, T][];
  /** Which plugin contributed `key`. */
  contributor(key: string): string | undefined;
}

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RegistryError";
  }
}

/** The host's side of a registry: it adds contributions after the point's checks. */
export class MutableRegistry<T> implements Registry<T> {
  private readonly items = new Map<string, { value: T; by: string }>();
  readonly point: string;

  constructor(private readonly definition: ExtensionPoint<T>) {
    this.point = pointId(definition);
  }

  add(key: string, value: unknown, by: string): void {
    const where = `extension point ${this.point}`;
    const pattern = this.definition.keyPattern;
    if (pattern && !pattern.test(key)) {
      throw new RegistryError(`${by}: key ${JSON.stringify(key)} is not allowed in ${where} (must match ${pattern})`);
    }
    const existing = this.items.get(key);
    if (existing) throw new RegistryError(`${by}: ${where} already has ${JSON.stringify(key)}, contributed by ${existing.by}`);
    let problem: string | null;
    try {
      problem = this.definition.validate(key, value);
    } catch (err) {
      problem = `its check failed: ${err instanceof Error ? err.message : String(err)}`;
    }
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
