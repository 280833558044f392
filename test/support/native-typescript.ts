import { register } from "tsx/esm/api";

// Plugin packages are loaded by Node itself (vitest leaves node_modules alone); when one imports
// `berth/plugin`, a TypeScript file, Node needs tsx's loader, exactly as under `npm start`.
register();
