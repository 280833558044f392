/**
 * Exact versions the generated package.json pins. Checked together on the npm registry
 * (`npm view <pkg>@<version>`): ai, @ai-sdk/openai and @ai-sdk/anthropic of one release train
 * (all three depend on @ai-sdk/provider 4.0.38 and @ai-sdk/provider-utils 5.0.81), zod within
 * their peer range (^3.25.76 || ^4.1.8); ai 7 needs Node >= 22, hence the node:22 image.
 */
export const NPM_PINS = {
  ai: "7.0.173",
  "@ai-sdk/openai": "4.0.118",
  "@ai-sdk/anthropic": "4.0.105",
  zod: "4.6.7",
} as const;

/** Build-only: the compiler and Node's types. */
export const NPM_DEV_PINS = {
  typescript: "5.9.3",
  "@types/node": "22.20.5",
} as const;

export const NODE_IMAGE = "node:22-bookworm-slim";
