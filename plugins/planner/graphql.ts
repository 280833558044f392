import { objectType, type SchemaKit } from "berth/plugin";
import { SUCCESSOR, type PlannerInfo, type PlannerService } from "./planner-service.ts";
import { BackendSchema, PlannerDetailsSchema } from "./schemas.ts";

export function plannerGraphQL({ builder }: SchemaKit, service: PlannerService): void {
  const Backend = objectType(builder, "PlannerBackend", BackendSchema);
  // GraphQL shows the REST answer's `info` flattened, with its status and message.
  const Info = objectType(builder, "PlannerInfo", PlannerDetailsSchema, {
    types: { backends: Backend },
    fields: (t) => ({ status: t.string({ resolve: () => "deprecated" }), message: t.string({ resolve: () => service.info().message }) }),
  });
  builder.queryField("plannerInfo", (t) =>
    t.field({ type: Info, deprecationReason: `Use the agent preview (POST ${SUCCESSOR}).`, resolve: (): PlannerInfo["info"] => service.info().info }),
  );
}
