import { errorBodySchema } from "@hitch/contract/common/errors";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { activeJobOf, createDriverStreams, currentJobOf, listOpenOffers } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverOfRequest, driverTokenGuard } from "../../../modules/drivers/public.ts";

/**
 * The driver app's live feed (server-sent events): `{offers, job}` at once and on every change. The app
 * polls GET /offers and GET /job when the stream cannot be held open.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  const streams = createDriverStreams(rt);
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onRequest", driverTokenGuard(db, ctx.now));

  app.get(`${DRIVER_PREFIX}/events`, {
    schema: { tags: ["driver"], response: { 401: errorBodySchema } },
    handler: async (request, reply) => {
      const driverId = authenticatedDriver(request).id;
      const read = async () => {
        const requestId = await activeJobOf(db, driverId);
        const job = requestId === null ? null : await currentJobOf(db, requestId);
        return { offers: await listOpenOffers(rt, driverId), job };
      };
      const stillSignedIn = async () => (await driverOfRequest(db, request, ctx.now()))?.id === driverId;
      streams.open(request, reply, driverId, read, stillSignedIn);
    },
  });
};
