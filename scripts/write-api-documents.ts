import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { apiDocuments, ASYNCAPI_FILE, OPENAPI_FILE } from "../app/api-documents.ts";

// `npm run docs:api`: rewrites docs/openapi.json and docs/asyncapi.json from what Berth serves.
const { openapi, asyncapi } = await apiDocuments();
writeFileSync(OPENAPI_FILE, openapi);
writeFileSync(ASYNCAPI_FILE, asyncapi);
process.stdout.write(`wrote ${fileURLToPath(OPENAPI_FILE)} and ${fileURLToPath(ASYNCAPI_FILE)}\n`);
