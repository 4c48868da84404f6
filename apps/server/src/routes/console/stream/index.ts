import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { boardQuerySchema } from "@hitch/contract/console/board";
import { createBoardStreams } from "../../../modules/console/public.ts";

/** The live board's change stream (server-sent events): which of the operator's requests changed. */
export const routes: RouteModule = (app, ctx) => {
  const streams = createBoardStreams(ctx.dispatch, ctx.db);
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/stream`, {
    schema: { tags: ["console"], querystring: boardQuerySchema },
    handler: async (request, reply) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      streams.open(reply, serviceId !== undefined ? [serviceId] : visibleServiceIds(request));
    },
  });
};
