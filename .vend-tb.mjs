export * from "typebox";
