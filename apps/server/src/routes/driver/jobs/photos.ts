import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverPhotoParamsSchema } from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { driverSeesRequest } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";
import { findAssistancePhoto, photoKey, sendStoredFile } from "../../../modules/files/public.ts";

/** A customer's photo, for the driver the request is offered to or whose job it is (anyone else: 404). */
export const routes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.addHook("onRequest", driverTokenGuard(db, ctx.now));

  app.get(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/photos/:name`, {
    schema: {
      tags: ["driver"],
      params: driverPhotoParamsSchema,
      response: {
        200: z.any().describe("image/jpeg, image/png, image/webp or image/heic"),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { assistanceRequestId: id, name } = request.params;
      const driverId = authenticatedDriver(request).id;
      if (!(await driverSeesRequest(db, driverId, id, ctx.now())) || !(await findAssistancePhoto(db, id, name)))
        throw notFound();
      return sendStoredFile(reply, storage, photoKey(id, name));
    },
  });
};
