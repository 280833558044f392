import { objectType, type SchemaKit } from "berth/plugin";
import type { HealthService } from "./health-service.ts";
import { DependencyViewSchema, ReadinessViewSchema } from "./schemas.ts";

export function healthGraphQL({ builder }: SchemaKit, service: HealthService): void {
  const Dependency = objectType(builder, "DependencyStatus", DependencyViewSchema);
  const Report = objectType(builder, "Readiness", ReadinessViewSchema, { description: "The readiness probe's report.", types: { dependencies: Dependency } });
  builder.queryField("readiness", (t) =>
    t.field({
      type: Report,
      description: "The readiness probe's report.",
      resolve: async () => {
        const r = await service.check();
        return { status: r.status, timestamp: r.timestamp, dependencies: Object.entries(r.dependencies).map(([name, d]) => ({ name, ...d })) };
      },
    }),
  );
}
