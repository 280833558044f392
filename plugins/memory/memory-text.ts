import type { MemoryDraft } from "./memory-record.ts";

type Textual = Pick<MemoryDraft, "type" | "content" | "fields">;

function str(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * What recall answers as a memory's `content`: the client's content when given, else the type's
 * main text (a semantic memory's fact, a procedural memory's rule, an entity's name and type).
 */
export function displayText(m: Textual): string {
  if (m.content) return m.content;
  const f = m.fields;
  switch (m.type) {
    case "semantic":
      return str(f.fact) ?? "";
    case "procedural":
      return str(f.rule) ?? "";
    case "entity":
      return `${str(f.entity_name) ?? ""} (${str(f.entity_type) ?? ""})`;
    default:
      return "";
  }
}

/**
 * What is embedded and matched lexically: every text the memory carries, so a query may match a
 * procedural memory by its trigger or an entity by its name even when `content` says neither.
 */
export function indexText(m: Textual): string {
  const f = m.fields;
  const parts: (string | null)[] = [m.content];
  switch (m.type) {
    case "semantic":
      parts.unshift(str(f.fact));
      break;
    case "procedural":
      parts.unshift(str(f.rule), str(f.trigger));
      break;
    case "entity":
      parts.unshift(str(f.entity_name), str(f.entity_type));
      break;
    default:
      break;
  }
  return [...new Set(parts.filter((p): p is string => p !== null))].join("\n");
}
