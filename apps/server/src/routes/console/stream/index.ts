import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import {
  operatorGuard,
  operatorOf,
  requireService,
  sessionOperator,
  visibleServiceIds,
} from "../../../auth/operator-scope.ts";
import type { ConsoleOperator } from "../../../modules/operators/public.ts";
import { boardQuerySchema } from "@hitch/contract/console/board";
import { createBoardStreams } from "../../../modules/console/public.ts";

/** The live board's change stream (server-sent events): which of the operator's requests changed. */
export const routes: RouteModule = (app, ctx) => {
  const streams = createBoardStreams(ctx.dispatch, ctx.db, ctx.operatorAuth.accessChanges);
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/stream`, {
    schema: { tags: ["console"], querystring: boardQuerySchema },
    handler: async (request, reply) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      const operator = operatorOf(request);
      streams.open(reply, serviceId !== undefined ? [serviceId] : visibleServiceIds(request), {
        id: operator.id,
        // The session still holds, the operator is enabled, and has the access the stream was opened with.
        stillAllowed: async () => {
          const now = await sessionOperator(ctx, request);
          return now !== null && !now.disabled && sameAccess(now, operator);
        },
      });
    },
  });
};

const sameAccess = (a: ConsoleOperator, b: ConsoleOperator) =>
  a.platformAdmin === b.platformAdmin &&
  a.roles.size === b.roles.size &&
  [...a.roles].every(([serviceId, role]) => b.roles.get(serviceId) === role);
