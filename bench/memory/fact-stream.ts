/**
 * A generated stream of keyed facts about subjects changing over a simulated year, with the truth
 * to check recall against: each subject has a city and an employer, each updated several times
 * (`factsPerSubject` in all, half each), on dates spread over the year. The stream arrives roughly
 * in date order, but a share of the facts arrive late (after facts dated later than them), as
 * reports do. Deterministic for a seed (prng from synthetic-texts.ts).
 */
import { prng } from "./synthetic-texts.ts";

export const YEAR_START = Date.UTC(2025, 0, 1);
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const SYLLABLES = ["ka", "lo", "mi", "ren", "tas", "vel", "dor", "shi", "bru", "nek", "pa", "zol", "fin", "gar", "hu", "jor", "qui", "sten", "wa", "yel", "ox", "tri", "mun", "sa"];
const CITIES = ["Lisbon", "Porto", "Madrid", "Seville", "Paris", "Lyon", "Berlin", "Munich", "Vienna", "Prague", "Warsaw", "Krakow", "Oslo", "Bergen", "Stockholm", "Helsinki", "Dublin", "Cork", "Edinburgh", "Glasgow", "Rome", "Milan", "Naples", "Athens", "Zagreb", "Ljubljana", "Budapest", "Bucharest", "Sofia", "Tallinn", "Riga", "Vilnius", "Copenhagen", "Amsterdam", "Rotterdam", "Brussels", "Antwerp", "Zurich", "Geneva", "Marseille"];
const EMPLOYERS = ["Acme Robotics", "Blue Harbor Bank", "Cedar Health", "Delta Freight", "Evergreen Foods", "Falcon Aerospace", "Granite Insurance", "Horizon Telecom", "Ironwood Mining", "Juniper Software", "Kestrel Energy", "Lumen Optics", "Maple Textiles", "Northwind Shipping", "Orchid Pharma", "Pinnacle Media", "Quartz Labs", "Redwood Construction", "Summit Retail", "Tidewater Chemicals"];

export type Attribute = "city" | "employer";

export interface StreamFact {
  subject: string;
  attribute: Attribute;
  key: string;
  value: string;
  fact: string;
  valid_from: number;
}

export interface FactStream {
  subjects: string[];
  /** In arrival order. */
  facts: StreamFact[];
  /** What holds for a key at a time: the value of its latest fact dated at or before it (null before the first). */
  truthAt(key: string, at: number): StreamFact | null;
  /** The question recall is asked for a subject's attribute. */
  question(subject: string, attribute: Attribute): string;
}

/** A made-up word of three syllables, capitalised. */
function word(random: () => number): string {
  let w = "";
  for (let i = 0; i < 3; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function sentence(subject: string, attribute: Attribute, value: string): string {
  return attribute === "city" ? `${subject} lives in ${value}.` : `${subject} works for ${value}.`;
}

export function factStream(options: { subjects?: number; factsPerSubject?: number; lateShare?: number; seed?: number } = {}): FactStream {
  const subjectCount = options.subjects ?? 1000;
  const perSubject = options.factsPerSubject ?? 10;
  const lateShare = options.lateShare ?? 0.1;
  const random = prng(options.seed ?? 36);
  // Two made-up words per subject, no word used by two subjects: "Kalomi Rentasvel".
  const words = new Set<string>();
  while (words.size < 2 * subjectCount) words.add(word(random));
  const pool = [...words];
  const subjects = new Set<string>();
  for (let i = 0; i < subjectCount; i++) subjects.add(`${pool[2 * i]} ${pool[2 * i + 1]}`);
  const dated: StreamFact[] = [];
  for (const subject of subjects) {
    for (const attribute of ["city", "employer"] as const) {
      const values = attribute === "city" ? CITIES : EMPLOYERS;
      const count = attribute === "city" ? Math.ceil(perSubject / 2) : Math.floor(perSubject / 2);
      let previous = "";
      for (let i = 0; i < count; i++) {
        // Each update changes the value (a move, a new job).
        let value = values[Math.floor(random() * values.length)]!;
        while (value === previous) value = values[Math.floor(random() * values.length)]!;
        previous = value;
        const valid_from = YEAR_START + Math.floor(random() * YEAR_MS);
        dated.push({ subject, attribute, key: `${subject}/${attribute}`, value, fact: sentence(subject, attribute, value), valid_from });
      }
    }
  }
  // Values follow each other in date order per key; two facts of a key never share a date.
  const byKey = new Map<string, StreamFact[]>();
  for (const f of dated) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f]);
  for (const list of byKey.values()) {
    list.sort((a, b) => a.valid_from - b.valid_from);
    for (let i = 1; i < list.length; i++) if (list[i]!.valid_from === list[i - 1]!.valid_from) list[i]!.valid_from++;
  }
  // Arrival: date order, except that a share of facts is held back and arrives 1-500 facts later.
  const ordered = [...dated].sort((a, b) => a.valid_from - b.valid_from);
  const facts: StreamFact[] = [];
  const held: { fact: StreamFact; at: number }[] = [];
  for (const [i, fact] of ordered.entries()) {
    if (random() < lateShare) held.push({ fact, at: i + 1 + Math.floor(random() * 500) });
    else facts.push(fact);
    for (let h = held.length - 1; h >= 0; h--) {
      if (held[h]!.at <= i) {
        facts.push(held[h]!.fact);
        held.splice(h, 1);
      }
    }
  }
  facts.push(...held.map((h) => h.fact));
  return {
    subjects: [...subjects],
    facts,
    truthAt(key, at) {
      let best: StreamFact | null = null;
      for (const f of byKey.get(key) ?? []) if (f.valid_from <= at && (!best || f.valid_from > best.valid_from)) best = f;
      return best;
    },
    question(subject, attribute) {
      return attribute === "city" ? `Where does ${subject} live?` : `Who does ${subject} work for?`;
    },
  };
}
