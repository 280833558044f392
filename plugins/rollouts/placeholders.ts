/** What templates may name, replaced when a measurement is taken. */
export interface PlaceholderValues {
  agent_passport_id: string;
  deployment_id: string;
  revision: string | null;
  rollout_id: string;
}

const PLACEHOLDER = /\{\{\s*(agent_passport_id|deployment_id|revision|rollout_id)\s*\}\}/g;
const ANY_PLACEHOLDER = /\{\{\s*([^}]*)\s*\}\}/g;

/** Placeholders a text names that do not exist (`{{args.x}}`): for template checks. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(ANY_PLACEHOLDER)].map((m) => m[1]!.trim()).filter((name) => !["agent_passport_id", "deployment_id", "revision", "rollout_id"].includes(name));
}

/** Replaces placeholders with `escape`d values (a missing revision is empty). */
export function fill(text: string, values: PlaceholderValues, escape: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_m, name: keyof PlaceholderValues) => escape(values[name] ?? ""));
}

/** For a URL: each value URL-encoded, so it stays within its path segment or query value. */
export const urlEscape = encodeURIComponent;

/** For a PromQL query: a value inside a double-quoted string literal. */
export function promqlEscape(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}
