export const EXTENSION_POINT_BRAND = Symbol.for("berth.extension-point");

/**
 * A typed table that one plugin owns and others fill: the webhooks plugin owns `providers`, each
 * provider plugin (in-repo or an npm package) adds its normaliser. The owner exports the point
 * from its entry file; contributors import it and call `ctx.extend(point, key, value)`.
 * Contributions are checked when made, so a bad one fails at start, naming its plugin.
 */
export interface ExtensionPoint<T> {
  readonly [EXTENSION_POINT_BRAND]: true;
  /** The plugin that provides it (`ctx.provide(point)` in its setup). */
  readonly owner: string;
  readonly name: string;
  readonly description: string;
  /** Allowed keys, e.g. lowercase identifiers when keys become URL path segments. */
  readonly keyPattern?: RegExp;
  /** A problem in words when `value` is not acceptable, else null. Runs on every contribution. */
  validate(key: string, value: unknown): string | null;
  /** Carries T for the type checker only. */
  readonly _type?: T;
}

export interface ExtensionPointSpec {
  owner: string;
  name: string;
  description: string;
  keyPattern?: RegExp;
  validate?(key: string, value: unknown): string | null;
}

export function defineExtensionPoint<T>(spec: ExtensionPointSpec): ExtensionPoint<T> {
  return Object.freeze({
    [EXTENSION_POINT_BRAND]: true as const,
    owner: spec.owner,
    name: spec.name,
    description: spec.description,
    keyPattern: spec.keyPattern,
    validate: spec.validate ?? (() => null),
  });
}

/** `owner.name`: how the host and messages identify a point across copies of a plugin's module. */
export function pointId(point: Pick<ExtensionPoint<unknown>, "owner" | "name">): string {
  return `${point.owner}.${point.name}`;
}
