/**
 * Checks an `/v1/embeddings` answer and puts its vectors in input order. Servers may return `data`
 * in any order (the `index` field says which input each belongs to); anything else than exactly
 * one finite vector per input, all of one length, is a malformed answer. Returns a reason string
 * instead of throwing, so the caller decides the error type.
 */
export function parseEmbeddingsAnswer(body: unknown, inputs: number): Float32Array[] | string {
  if (typeof body !== "object" || body === null || !("data" in body) || !Array.isArray(body.data)) {
    return "answer has no data array";
  }
  const data: unknown[] = body.data;
  if (data.length !== inputs) return `answer has ${data.length} embeddings for ${inputs} inputs`;
  const vectors: (Float32Array | undefined)[] = new Array(inputs);
  let length: number | null = null;
  for (const [position, item] of data.entries()) {
    if (typeof item !== "object" || item === null || !("embedding" in item) || !Array.isArray(item.embedding)) {
      return `data[${position}] has no embedding array`;
    }
    // OpenAI always sends index; a server that omits it is taken to answer in input order.
    const index = "index" in item ? item.index : position;
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= inputs) {
      return `data[${position}] has an invalid index`;
    }
    if (vectors[index] !== undefined) return `index ${index} appears twice`;
    const embedding: unknown[] = item.embedding;
    if (embedding.length === 0) return `data[${position}] is an empty embedding`;
    if (length !== null && embedding.length !== length) return "embeddings differ in length";
    length = embedding.length;
    const vector = new Float32Array(embedding.length);
    for (let i = 0; i < embedding.length; i++) {
      const value = embedding[i];
      if (typeof value !== "number" || !Number.isFinite(value)) return `data[${position}] holds a non-numeric value`;
      vector[i] = value;
    }
    vectors[index] = vector;
  }
  return vectors as Float32Array[];
}
