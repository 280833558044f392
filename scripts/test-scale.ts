// `npm run test:scale`: the scale stack for real. Brings up docker-compose.yml (MongoDB replica set,
// Elasticsearch, Kafka and Berth's own image), waits until every service is healthy, runs the
// suites that need those servers (the MongoDB, Elasticsearch and Kafka contract suites, Kafka on
// MongoDB, the event log across Berth processes, and the end-to-end flow), then tears the stack
// down with its volumes, whatever happened. Needs Docker with Compose v2 (`docker compose`), and
// the host ports the compose file publishes (27017, 9200, 9092, 3002) free.
//
//   npm run test:scale             run and tear down
//   npm run test:scale -- --keep   leave the stack up afterwards (docker compose -p berth-scale-test down -v)
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(fileURLToPath(new URL(".", import.meta.url)), "..");
export const PROJECT = "berth-scale-test";

/** The suites skipped without the scale servers (each says `needs ...` in its title). */
export const SUITES = [
  "test/document-store.mongodb.test.ts",
  "test/vector-index.elasticsearch.test.ts",
  "test/event-log.kafka.test.ts",
  "test/event-log.kafka-mongodb.test.ts",
  "test/event-log.process.test.ts",
  "test/scale-stack.e2e.test.ts",
  "test/memory-lifecycle.mongodb.test.ts",
  "test/memory-lifecycle.elasticsearch.test.ts",
];

/** How the host reaches the compose file's servers (its published ports). */
export const SCALE_ENV = {
  MONGODB_URL: "mongodb://localhost:27017/?replicaSet=rs0",
  ELASTICSEARCH_URL: "http://localhost:9200",
  KAFKA_BROKERS: "localhost:9092",
  // The compose file's own Berth, checked by the end-to-end suite.
  BERTH_SCALE_URL: "http://127.0.0.1:3002",
};

function run(command: string, args: string[], options: SpawnSyncOptions = {}): number {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

const compose = (...args: string[]) => run("docker", ["compose", "-p", PROJECT, "-f", "docker-compose.yml", ...args]);

function main(): number {
  const keep = process.argv.includes("--keep");
  if (spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status !== 0) {
    console.error("npm run test:scale needs Docker with Compose v2 (`docker compose version` failed).");
    return 2;
  }
  let down = false;
  const tearDown = () => {
    if (down || keep) return;
    down = true;
    compose("down", "--volumes", "--remove-orphans");
  };
  process.on("SIGINT", () => {
    tearDown();
    process.exit(130);
  });
  try {
    // --wait: until every service is healthy (Berth's image has its own HEALTHCHECK on /health/ready).
    if (compose("up", "--detach", "--build", "--wait", "--wait-timeout", "900") !== 0) {
      compose("ps");
      compose("logs", "--tail", "200");
      return 1;
    }
    const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const status = run(process.execPath, [vitest, "run", ...SUITES], { env: { ...process.env, ...SCALE_ENV } });
    if (status !== 0) compose("logs", "--tail", "100", "berth-1", "berth-2", "lb");
    return status;
  } finally {
    tearDown();
    if (keep) console.log(`\nThe stack is still up: docker compose -p ${PROJECT} down --volumes`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
