import Fastify from "fastify";
import { REPUTATION_ALGORITHMS } from "../../plugins/reputation/algorithms.ts";

// The baselines: Fastify with nothing else, on the same machine. /hello is the hello-world the
// target is set against; /algorithms answers the same JSON as Berth's route, to separate the cost
// of the bigger answer from the cost of Berth's own work (auth, headers, limits, metrics, logs).
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
app.get("/algorithms", async () => ({ success: true, algorithms: REPUTATION_ALGORITHMS }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
