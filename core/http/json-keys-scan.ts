import type { FastifyRequest } from "fastify";
import { MAX_INPUT_DEPTH, validationError } from "./validation.ts";

/**
 * Keys one JSON object in a request may have. Generous for every document Berth takes (its widest
 * open maps, metadata and env vars, have tens); it bounds what an object costs before it exists:
 * V8 keeps an object of many keys as a dictionary, and parsing, enumerating and validating one of
 * 90,000 keys took about 300 ms of the event loop per 1 MB request (bench/abuse, unknown-keys).
 * Arrays are not bounded here: a payout run's 10,000 recipients are one array, cheap to walk.
 * Provider webhooks (rawBody "unparsed") are not scanned: their handler parses the body itself, and
 * only once its signature is verified, so only a holder of the provider's secret could send one.
 */
export const MAX_KEYS_PER_OBJECT = 1_000;

/**
 * The first object in a JSON text with more than `max` keys: its path-less position (the byte
 * offset of its opening brace), or -1. One pass over the text, no recursion, nothing allocated
 * beyond a stack of counters as deep as the text nests; strings are skipped whole (escapes too).
 * Not a validator: a malformed text is left to the parser.
 */
export function objectOverKeys(text: string, max: number): number {
  const counts: number[] = [];
  const starts: number[] = [];
  // Objects deeper than any input may nest (MAX_INPUT_DEPTH, refused after parsing) are not counted,
  // so a megabyte of brackets costs no stack of counters.
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string; a key's colon follows it, counted below.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth <= MAX_INPUT_DEPTH) {
        counts.push(c === 0x7b ? 0 : -1);
        starts.push(i);
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      if (depth-- <= MAX_INPUT_DEPTH) {
        counts.pop();
        starts.pop();
      }
    } else if (c === 0x3a /* : */ && depth <= MAX_INPUT_DEPTH) {
      const top = counts.length - 1;
      if (top >= 0 && counts[top]! >= 0 && ++counts[top]! > max) return starts[top]!;
    }
  }
  return -1;
}

type JsonParser = (req: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => void;

/** Fastify's JSON parser behind the key scan: an object over MAX_KEYS_PER_OBJECT keys is a 400 before it is parsed. */
export function keyBoundedJsonParser(parse: JsonParser): JsonParser {
  return (req, body, done) => {
    const at = objectOverKeys(body, MAX_KEYS_PER_OBJECT);
    if (at >= 0) {
      done(validationError([{ field: "body", problem: `has an object with more than ${MAX_KEYS_PER_OBJECT} keys (at character ${at})` }]));
      return;
    }
    parse(req, body, done);
  };
}
