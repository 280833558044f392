#!/usr/bin/env node
// Berth is written in TypeScript and runs through tsx; this shim lets `npx berth ...` start it.
import { register } from "tsx/esm/api";

register();
await import("../app/cli.ts");
