/**
 * The top of /docs and /openapi.json: what a newcomer reads before any operation. Written for
 * someone with nothing but this page; docs/errors.md lists every error_code.
 */
export const API_TITLE = "Berth API";

export const API_DESCRIPTION = `Operate autonomous agents: on-chain identity, memory recalled by meaning, escrow, blue/green deployments, payouts, anchors, compute-node health and reputation. The same data is served as GraphQL at \`POST /graphql\` (GraphiQL at [/graphiql](/graphiql)).

## Authentication

Every operation except readiness, metrics, provider webhooks and these pages needs an API key:

    Authorization: Bearer bk_live_...

**Getting a key.** On the machine Berth runs on, in its folder (same \`BERTH_DATA_DIR\`):

    npx berth keys create --role admin                       # prints bk_live_... once
    npx berth keys create --role agent --passport agent-7    # a key that may act for agent-7

An admin key can then issue more keys over HTTP (\`POST /v1/admin/keys\`). Only the key's hash is stored: it is shown once. Click **Authorize** on this page and paste the key (without \`Bearer\`) to try operations here.

**Test and live keys.** A key is \`bk_live_...\` or \`bk_test_...\` (\`--test\`). They are two separate worlds: nothing written with a test key is visible to a live key, or the reverse. Test keys use test chains (the local devnet), live keys live chains. A test admin issues only test keys.

**Passports.** An *agent* key acts only for the passports it was issued for (\`--passport ID\`); an *admin* key acts for any. Operations on an agent's data name the passport in the path (\`/v1/agents/{passportId}/...\`) or, for memory, in the \`X-Agent-Passport-Id\` header. Acting for another passport answers 403 \`PASSPORT_NOT_ALLOWED\`.

**Errors.** Every error answers with one body, and an \`x-request-id\` header that also marks the server's log lines for the request:

    {"success": false, "error": "forbidden", "message": "this key may not act for passport agent-8",
     "error_code": "PASSPORT_NOT_ALLOWED", "details": {"passport_id": "agent-8"}}

\`error\` is the category (invalid_request, unauthorized, forbidden, not_found, conflict, rate_limited, ...), \`error_code\` a stable code to branch on, \`details\` more about it (for a 400, a list of \`{"field", "problem"}\`). A missing or bad key is 401 (\`API_KEY_MISSING\`, \`API_KEY_MALFORMED\`, \`API_KEY_UNKNOWN\`, \`API_KEY_REVOKED\`); an admin-only operation with an agent key is 403 \`ADMIN_REQUIRED\`.

**Idempotency.** Operations that create something accept an \`Idempotency-Key\` header (any string you choose per logical request, e.g. a UUID). A retry with the same key and the same body answers the first answer again (with \`idempotent-replayed: true\`) instead of doing the work twice; the same key with a different body is 409 \`IDEMPOTENCY_KEY_REUSED\`, and while the first request still runs, 409 \`IDEMPOTENCY_IN_PROGRESS\`.

**Rate limits.** Each key (or IP, without a key) has a budget per window; every answer carries \`x-ratelimit-limit\`, \`x-ratelimit-remaining\` and \`x-ratelimit-reset\`, and a spent budget answers 429 \`RATE_LIMITED\` with \`Retry-After\`.

**Amounts and times.** Amounts are decimal strings in base units (never JSON numbers); times are integer Unix milliseconds.`;

export const BEARER_DESCRIPTION = "An API key, bk_live_... or bk_test_... (paste it without 'Bearer'). Make one with `npx berth keys create --role admin`.";
