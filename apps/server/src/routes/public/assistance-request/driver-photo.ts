import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { assignedDriverPhotoParamsSchema } from "@hitch/contract/dispatch/assignment";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { assignedDriverPhotoKey } from "../../../modules/drivers/public.ts";
import { sendStoredFile } from "../../../modules/files/public.ts";

/**
 * The photo of the driver on the customer's job, for the tracking screen: only the request's own session, only
 * that request's driver, only while the job is theirs. Any other driver, or none, is a 404.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/driver-photo/:driverId`, {
    config: { customerAccess: "tracking" },
    schema: {
      tags: ["assistance"],
      params: assignedDriverPhotoParamsSchema,
      response: { 200: z.any().describe("image/jpeg"), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const key = await assignedDriverPhotoKey(db, request.params.id, request.params.driverId);
      if (!key) throw notFound();
      return sendStoredFile(reply, storage, key);
    },
  });
};
