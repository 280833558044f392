import { Type } from "typebox";

/** Agent and compute passport ids as they appear in paths and headers. */
export const PassportIdSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]*$",
  description: "A passport id: 1-128 letters, digits, '.', '_', ':' or '-'.",
});

export const SuccessTrue = Type.Literal(true);

/** Unix milliseconds, as every integer `*_at` field of the interface. */
export const UnixMs = Type.Integer({ minimum: 0, description: "Unix time in milliseconds." });
