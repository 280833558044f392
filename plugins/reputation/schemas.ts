import { SuccessTrue, Type } from "berth/plugin";

export const AlgorithmSchema = Type.Object({ id: Type.String(), name: Type.String(), version: Type.String(), description: Type.String() });
export const AlgorithmsAnswer = Type.Object({ success: SuccessTrue, algorithms: Type.Array(AlgorithmSchema) });
