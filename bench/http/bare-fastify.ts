import Fastify from "fastify";

// The baseline: Fastify with one JSON route and nothing else, on the same machine.
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
