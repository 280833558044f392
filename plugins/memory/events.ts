import { defineEventType, Type } from "berth/plugin";

/**
 * The CloudEvents a change to a stored memory appends, in the transaction of the change
 * (write-ops.ts). Subject: the agent passport; `data.memory_id`: the memory changed. Stores append
 * none (the chain records them), nor does expiry (nothing happens when a time passes).
 */
const MemoryId = Type.String({ format: "uuid", description: "The memory changed." });

export const memorySuperseded = defineEventType({
  type: "memory.superseded",
  description: "A fact with the same key and a later valid_from closed this memory's validity at its own start (POST /v1/memory/{type} with a key, or a correction). Subject: the agent passport.",
  data: Type.Object(
    {
      memory_id: MemoryId,
      superseded_by: Type.String({ format: "uuid", description: "The fact that closed it." }),
      key: Type.Union([Type.String(), Type.Null()]),
      valid_to: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: "Where its validity ends now, Unix ms." }),
    },
    { additionalProperties: false },
  ),
  example: { memory_id: "5b7f0c7e-2f1a-4c1e-9a3e-1f2d3c4b5a69", superseded_by: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", key: "user/timezone", valid_to: 1748736000000 },
});

export const memoryRepeated = defineEventType({
  type: "memory.repeated",
  description: "The same memory (same normalised content, type, namespace and key) was stored again while live and counted on this one instead of stored twice. Subject: the agent passport.",
  data: Type.Object({ memory_id: MemoryId, repeat_count: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  example: { memory_id: "5b7f0c7e-2f1a-4c1e-9a3e-1f2d3c4b5a69", repeat_count: 2 },
});

export const memoryRetracted = defineEventType({
  type: "memory.retracted",
  description: "The memory was retracted (POST /v1/memory/{memory_id}/retract): a retraction entry in its chain names it; it is no longer recalled. Subject: the agent passport.",
  data: Type.Object(
    { memory_id: MemoryId, retraction_id: Type.String({ format: "uuid", description: "The retraction entry." }), reason: Type.Union([Type.String(), Type.Null()]) },
    { additionalProperties: false },
  ),
  example: { memory_id: "5b7f0c7e-2f1a-4c1e-9a3e-1f2d3c4b5a69", retraction_id: "6c8e1d9f-3a2b-4c5d-8e7f-0a1b2c3d4e5f", reason: "misheard" },
});

export const memoryCorrected = defineEventType({
  type: "memory.corrected",
  description: "The memory was corrected (POST /v1/memory/{memory_id}/correct): the correction replaces it and retracts it. Subject: the agent passport.",
  data: Type.Object({ memory_id: MemoryId, corrected_by: Type.String({ format: "uuid", description: "The correction." }) }, { additionalProperties: false }),
  example: { memory_id: "5b7f0c7e-2f1a-4c1e-9a3e-1f2d3c4b5a69", corrected_by: "7d9f2e0a-4b3c-4d5e-9f8a-1b2c3d4e5f60" },
});

export const memoryReinstated = defineEventType({
  type: "memory.reinstated",
  description: "The fact that had closed this one was retracted: this one holds again (until the next fact of its key, or from now on). Subject: the agent passport.",
  data: Type.Object({ memory_id: MemoryId, after_retraction_of: Type.String({ format: "uuid" }) }, { additionalProperties: false }),
  example: { memory_id: "5b7f0c7e-2f1a-4c1e-9a3e-1f2d3c4b5a69", after_retraction_of: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d" },
});

export const MEMORY_EVENTS = [memorySuperseded, memoryRepeated, memoryRetracted, memoryCorrected, memoryReinstated];
