import { SuccessTrue, Type } from "berth/plugin";

export const BackendSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  configured: Type.Boolean(),
  config_vars: Type.Array(Type.String()),
  model: Type.Union([Type.String(), Type.Null()]),
});

export const PlannerDetailsSchema = Type.Object({
  backends: Type.Array(BackendSchema),
  default_backend: Type.String(),
  deprecated_at: Type.String({ format: "date-time" }),
  sunset_at: Type.String({ format: "date-time" }),
  successor: Type.String(),
});

export const PlannerInfoAnswer = Type.Object({ success: SuccessTrue, status: Type.String(), message: Type.String(), info: PlannerDetailsSchema });
