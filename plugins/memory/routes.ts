import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { StoreInput } from "./drafts.ts";
import type { MemoryService } from "./memory-service.ts";
import { recallInput } from "./recall.ts";
import { MemoryAnswer, MemoryParams, PassportHeaders, RecallAnswer, RecallBody, STORE_TYPES, VerifyAnswer, VerifyQuery, WriteAnswer } from "./schemas.ts";

const PASSPORT = "Needs `X-Agent-Passport-Id` and a key allowed to act for that passport (or an admin key); the key's mode picks the world.";

export function memoryRoutes(service: MemoryService): RouteDefinition[] {
  const stores = STORE_TYPES.map(({ path, type, body, summary }) =>
    defineRoute({
      method: "POST",
      url: `/v1/memory/${path}`,
      auth: "key",
      idempotent: true,
      summary,
      description: `${PASSPORT} Appends the memory to the agent's hash chain for its namespace and answers its id, content_hash and prev_hash.`,
      tags: ["memory"],
      headers: PassportHeaders,
      body,
      response: { 200: WriteAnswer },
      errors: [403],
      handler: async (req) => ({
        success: true,
        data: await service.store(req.caller, req.headers["x-agent-passport-id"], { type, body: req.body } as StoreInput),
      }),
    }),
  );
  return [
    ...stores,
    defineRoute({
      method: "POST",
      url: "/v1/memory/recall",
      auth: "key",
      readOnly: true,
      summary: "Recall memories by meaning (two-stage)",
      description: `${PASSPORT} Stage one: vector kNN (BM25 when the query cannot be embedded); stage two: score = 0.55·similarity + 0.20·recency + 0.15·type_bonus + 0.10·quality.`,
      tags: ["memory"],
      headers: PassportHeaders,
      body: RecallBody,
      response: { 200: RecallAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, data: await service.recall(req.caller, req.headers["x-agent-passport-id"], recallInput(req.body)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/memory/chain/verify",
      auth: "key",
      summary: "Verify an agent's memory hash chain",
      description: `${PASSPORT} Checks every link of the chain of \`namespace\` (absent: the default chain) and reports the first broken one. Entries verified before are trusted through their checkpoint (only newer ones are recomputed) unless \`full=true\`; 503 MEMORY_VERIFY_TIMEOUT past the deadline, and the retry continues where it stopped.`,
      tags: ["memory"],
      headers: PassportHeaders,
      querystring: VerifyQuery,
      response: { 200: VerifyAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, data: await service.verify(req.caller, req.headers["x-agent-passport-id"], req.query.namespace ?? null, req.query.full === true) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/memory/:memory_id",
      auth: "key",
      summary: "Read one memory",
      description: `${PASSPORT} Another agent's memory is answered 404, like one that does not exist.`,
      tags: ["memory"],
      headers: PassportHeaders,
      params: MemoryParams,
      response: { 200: MemoryAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, data: await service.get(req.caller, req.headers["x-agent-passport-id"], req.params.memory_id) }),
    }),
    defineRoute({
      method: "POST",
      url: "/v1/memory/:memory_id/archive",
      auth: "key",
      summary: "Archive a memory",
      description: `${PASSPORT} Archived memories stay in the chain and are recalled only with include_archived. Archiving twice is harmless.`,
      tags: ["memory"],
      headers: PassportHeaders,
      params: MemoryParams,
      response: { 200: MemoryAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, data: await service.archive(req.caller, req.headers["x-agent-passport-id"], req.params.memory_id) }),
    }),
  ];
}
