import { definePlugin } from "../../core/plugin/define-plugin.ts";
import type { DependencyStatus } from "../../core/plugin/readiness.ts";
import { readinessRoute } from "./readiness-route.ts";
import { ReadinessService } from "./readiness-service.ts";

export const healthPlugin = definePlugin({
  name: "health",
  description: "GET /health/ready: the readiness probe over every registered dependency.",
  setup: (ctx) => {
    const service = new ReadinessService(ctx.readiness);
    return {
      service,
      routes: [readinessRoute(service)],
      graphql: ({ builder }) => {
        const Dependency = builder.objectRef<DependencyStatus & { name: string }>("DependencyStatus").implement({
          fields: (t) => ({
            name: t.exposeString("name"),
            status: t.exposeString("status", { description: "up or down" }),
            latencyMs: t.exposeInt("latency_ms"),
            error: t.exposeString("error", { nullable: true }),
          }),
        });
        const Report = builder.objectRef<Awaited<ReturnType<ReadinessService["check"]>>>("Readiness").implement({
          fields: (t) => ({
            status: t.exposeString("status", { description: "ready or not_ready" }),
            timestamp: t.field({ type: "DateTime", resolve: (r) => r.timestamp }),
            dependencies: t.field({
              type: [Dependency],
              resolve: (r) => Object.entries(r.dependencies).map(([name, d]) => ({ name, ...d })),
            }),
          }),
        });
        builder.queryField("readiness", (t) => t.field({ type: Report, description: "The readiness probe's report.", resolve: () => service.check() }));
      },
    };
  },
});

export default healthPlugin;
