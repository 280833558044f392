import { Type } from "typebox";
import { PATTERNS } from "../util/patterns.ts";

/**
 * Schemas every area shares, so one identifier has one rule everywhere. `x-graphql` names the
 * GraphQL scalar a field of this schema maps to (schema/object-from-schema.ts).
 */

/** Agent and compute passport ids as they appear in paths, headers and bodies. */
export const PassportIdSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: PATTERNS.passportId,
  description: "A passport id: 1-128 letters, digits, '.', '_', ':' or '-'.",
  "x-graphql": "ID",
});

export const SuccessTrue = Type.Literal(true);

/** Unix milliseconds, as every integer `*_at` field of the interface. */
export const UnixMs = Type.Integer({ minimum: 0, description: "Unix time in milliseconds." });

export const AddressSchema = Type.String({ pattern: PATTERNS.address, description: "An EVM address: 0x followed by 40 hex digits.", "x-graphql": "Address" });

export const Bytes32Schema = Type.String({ pattern: PATTERNS.bytes32, description: "32 bytes as 0x hex.", "x-graphql": "Hex" });

export const ChainNameSchema = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: PATTERNS.chainName,
  description: "A chain short name: local, base, base-sepolia, ethereum, sepolia, ...",
});

/** Amounts in token base units or lamports: decimal strings end to end, never JS numbers. */
export const DecimalStringSchema = Type.String({ pattern: PATTERNS.decimal, description: "A non-negative integer as a decimal string.", "x-graphql": "BigIntString" });

export const UuidSchema = Type.String({ format: "uuid", description: "A UUID.", "x-graphql": "ID" });
