import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SCHEMA_FILE, printComposedSchema } from "../app/print-schema.ts";

// `npm run schema:print`: rewrites schema/schema.graphql from the plugins' slices.
writeFileSync(SCHEMA_FILE, await printComposedSchema());
process.stdout.write(`wrote ${fileURLToPath(SCHEMA_FILE)}\n`);
