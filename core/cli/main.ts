import { KeyService } from "../auth/key-service.ts";
import { ConfigError, readConfig, type ConfigProblem } from "../config/config-var.ts";
import { hostConfigSpec } from "../config/host-config.ts";
import { openStore } from "../host/open-store.ts";
import { KEYS_USAGE, UsageError, keysCommand } from "./keys-command.ts";
import { MEMORY_USAGE, memoryCommand } from "./memory-command.ts";

const USAGE = `Berth command line.

${KEYS_USAGE}

${MEMORY_USAGE}

It reads the same configuration as the server (BERTH_DATA_DIR, STORE, MONGODB_URL, API_KEY_PREFIX).`;

async function main(argv: string[]): Promise<number> {
  const [area, ...rest] = argv;
  if (!area || area === "help" || area === "--help" || area === "-h") {
    process.stdout.write(`${USAGE}\n`);
    return area ? 0 : 64;
  }
  if (area === "memory") {
    try {
      process.stdout.write(`${await memoryCommand(rest)}\n`);
      return 0;
    } catch (err) {
      if (!(err instanceof UsageError || (err instanceof TypeError && "code" in err))) throw err;
      process.stderr.write(`berth memory: ${err.message}\n\n${MEMORY_USAGE}\n`);
      return 64;
    }
  }
  if (area !== "keys") {
    process.stderr.write(`unknown command ${area}\n\n${USAGE}\n`);
    return 64;
  }
  const problems: ConfigProblem[] = [];
  const config = readConfig(hostConfigSpec, process.env, problems);
  if (config.STORE === "mongodb" && !config.MONGODB_URL) problems.push({ variable: "MONGODB_URL", problem: "is required when STORE=mongodb" });
  if (problems.length) throw new ConfigError(problems);
  const store = openStore(config);
  try {
    process.stdout.write(`${await keysCommand(new KeyService(store, config.API_KEY_PREFIX), rest)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && "code" in err)) {
      process.stderr.write(`berth keys: ${err.message}\n\n${KEYS_USAGE}\n`);
      return 64;
    }
    throw err;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(err instanceof ConfigError ? 78 : 1);
  },
);
