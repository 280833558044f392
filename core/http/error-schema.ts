import { Type } from "typebox";

/** The one error body of the interface; every route documents it for its error statuses. */
export const ErrorBodySchema = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.String({ description: "Error category, e.g. invalid_request, not_found." }),
    message: Type.String({ description: "What went wrong, for people." }),
    error_code: Type.String({ description: "Stable UPPER_SNAKE code; see docs/errors.md." }),
    details: Type.Unknown({ description: "More about the error: for 400s, a list of {field, problem}." }),
  },
  { title: "ErrorBody" },
);

/** Statuses any authenticated route may answer, whatever it declares. */
export const COMMON_ERROR_STATUSES = [400, 401, 413, 415, 429];
