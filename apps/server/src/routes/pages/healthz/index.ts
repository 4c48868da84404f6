import type { RouteModule } from "../../../app-context.ts";

/** Liveness: the process answers. Polled every second by orchestrators, so logged only when it fails. */
export const routes: RouteModule = (app) => {
  app.get("/healthz", {
    logLevel: "warn",
    schema: { hide: true },
    handler: async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }),
  });
};
