import { Type } from "typebox";
import { PATTERNS } from "../util/patterns.ts";
import { HTTP_URL } from "./validation.ts";

/**
 * Schemas every area shares, so one identifier has one rule everywhere. `x-graphql` names the
 * GraphQL scalar a field of this schema maps to (core/schema/object-from-schema.ts).
 */

/** Agent and compute passport ids as they appear in paths, headers and bodies. */
export const PassportIdSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: PATTERNS.passportId,
  description: "A passport id: 1-128 letters, digits, '.', '_', ':' or '-'.",
  examples: ["agent-7"],
  "x-graphql": "ID",
});

export const SuccessTrue = Type.Literal(true);

/** Unix milliseconds, as every integer `*_at` field of the interface. */
export const UnixMs = Type.Integer({ minimum: 0, description: "Unix time in milliseconds.", examples: [1768469400000] });

export const AddressSchema = Type.String({ pattern: PATTERNS.address, description: "An EVM address: 0x followed by 40 hex digits.", examples: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"], "x-graphql": "Address" });

export const Bytes32Schema = Type.String({ pattern: PATTERNS.bytes32, description: "32 bytes as 0x hex.", examples: ["0x9c22ff5f21f0b81b113e63f7db6da94fedef11b2119b4088b89664fb9a3cb658"], "x-graphql": "Hex" });

export const ChainNameSchema = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: PATTERNS.chainName,
  description: "A chain short name: local, base, base-sepolia, ethereum, sepolia, ...",
  examples: ["local"],
});

/** Amounts in token base units or lamports: decimal strings end to end, never JS numbers. */
export const DecimalStringSchema = Type.String({ pattern: PATTERNS.decimal, description: "A non-negative integer as a decimal string.", examples: ["1000000"], "x-graphql": "BigIntString" });

export const UuidSchema = Type.String({ format: "uuid", description: "A UUID.", examples: ["3f0c1b9e-8a4d-4c2e-9b7a-2d5e6f7a8b9c"], "x-graphql": "ID" });

/** A URL Berth stores and shows back: absolute http or https only (validation.ts isHttpUrl). */
export const HttpUrlSchema = Type.String({ format: HTTP_URL, maxLength: 2048, description: "An http or https URL.", examples: ["https://agent-7.up.railway.app"] });
