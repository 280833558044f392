export * from "viem";
export { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
export { foundry, mainnet } from "viem/chains";
