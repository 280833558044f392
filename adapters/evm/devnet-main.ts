// The embedded devnet on its own, for Berths that are not on one machine (docker-compose.yml runs
// it as the `devnet` service): anvil on DEVNET_RPC_HOST:DEVNET_RPC_PORT with its state in
// BERTH_DATA_DIR/devnet, Berth's contracts deployed at its first start, until SIGTERM.
//
//   DEVNET_RPC_HOST=0.0.0.0 DEVNET_RPC_PORT=8545 node --import tsx adapters/evm/devnet-main.ts
//
// Berths then use it as a chain like any other: CHAINS=local CHAIN_LOCAL_RPC_URL=http://devnet:8545
// with the contract addresses it prints (the same on every fresh devnet: the development key's
// first deployments).
import { resolve } from "node:path";
import { pino } from "pino";
import { ANVIL_DEV_KEY } from "./chains-config.ts";
import { KNOWN_CHAINS } from "./known-chains.ts";
import { openLocalDevnet } from "./local-devnet.ts";

const log = pino({ base: { service: "berth-devnet" } });
const devnet = await openLocalDevnet({
  dataDir: resolve(process.env.BERTH_DATA_DIR ?? "./data"),
  signerKey: ANVIL_DEV_KEY,
  chainId: KNOWN_CHAINS.local?.chainId ?? 31337,
  port: Number(process.env.DEVNET_RPC_PORT ?? 8545),
  host: process.env.DEVNET_RPC_HOST ?? "127.0.0.1",
  log,
});
log.info({ rpc: devnet.anvil.rpcUrl, ...devnet.contracts }, "devnet ready");
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void devnet.stop().then(() => process.exit(0));
  });
}
