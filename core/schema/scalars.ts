import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";
import { ADDRESS_RE, DECIMAL_RE } from "../util/patterns.ts";

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default:
      throw new GraphQLError("variables are not allowed inside a JSON literal");
  }
}

function stringScalar(name: string, description: string, test: (s: string) => boolean, what: string): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    if (typeof value !== "string" || !test(value)) throw new GraphQLError(`${name} must be ${what}`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (v) => check(v),
    parseValue: (v) => check(v),
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

/** Any JSON value (objects whose shape the interface leaves open, such as metadata). */
export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: "JSON",
  description: "Any JSON value.",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => literalValue(ast),
});

/** Amounts in token base units or lamports: decimal strings end to end, never floats. */
export const BigIntStringScalar = stringScalar(
  "BigIntString",
  "A non-negative integer of any size, written as a decimal string (token base units, lamports).",
  (s) => DECIMAL_RE.test(s),
  "a decimal string of digits without sign or leading zeros",
);

export const AddressScalar = stringScalar(
  "Address",
  "An EVM address: 0x followed by 40 hex digits.",
  (s) => ADDRESS_RE.test(s),
  "0x followed by 40 hex digits",
);

export const HexScalar = stringScalar("Hex", "Bytes as 0x-prefixed hex.", (s) => /^0x([0-9a-fA-F]{2})*$/.test(s), "0x-prefixed hex with whole bytes");

/** ISO 8601 timestamps (the readiness timestamp, escrow times). Integer `*_at` fields stay Float ms. */
export const DateTimeScalar = stringScalar(
  "DateTime",
  "A date-time in ISO 8601, e.g. 2026-01-31T12:00:00.000Z.",
  (s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s),
  "an ISO 8601 date-time",
);
