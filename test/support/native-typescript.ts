import { register } from "tsx/esm/api";

// Plugin packages are loaded by Node itself (vitest leaves node_modules alone); when one imports
// `berth/plugin`, a TypeScript file, Node needs tsx's loader, exactly as under `npm start`.
// Registered once per worker process: with isolation off, every test file runs this setup again.
const registered = Symbol.for("berth.test.tsx-registered");
const state = globalThis as unknown as Record<symbol, boolean>;
if (!state[registered]) {
  register();
  state[registered] = true;
}
