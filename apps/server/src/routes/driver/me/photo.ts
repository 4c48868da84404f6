import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverProfileSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { readDriverSessionId } from "../../../auth/driver-session.ts";
import { HttpError, notFound } from "../../../http/http-error.ts";
import {
  authenticatedDriver,
  DRIVER_PHOTO_UPLOAD_LIMIT,
  driverProfile,
  driverTokenGuard,
  ownPhotoKey,
  setDriverPhoto,
} from "../../../modules/drivers/public.ts";
import { sendStoredFile } from "../../../modules/files/public.ts";

/**
 * The driver's own photo, which customers see on their tracking screen while this driver is on their job: set
 * from the driver app as the raw image body (any phone photo; stored as a 320 px square JPEG), and read back.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.addHook("onRequest", driverTokenGuard(db, ctx.now));
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: "buffer", bodyLimit: DRIVER_PHOTO_UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put(`${DRIVER_PREFIX}/me/photo`, {
    schema: {
      tags: ["driver"],
      description: "The photo as the request body (image/jpeg, image/png, image/webp…; at most 15 MB).",
      response: {
        200: driverProfileSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      const driver = authenticatedDriver(request);
      ctx.imageQueue.refuseWhenFull();
      const photoKey = await setDriverPhoto(db, storage, ctx.imageQueue, driver.id, request.body, ctx.now());
      return driverProfile(db, { ...driver, photoKey }, readDriverSessionId(request));
    },
  });

  app.get(`${DRIVER_PREFIX}/me/photo`, {
    schema: {
      tags: ["driver"],
      response: { 200: z.any().describe("image/jpeg"), 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const key = await ownPhotoKey(db, authenticatedDriver(request).id);
      if (!key) throw notFound();
      return sendStoredFile(reply, storage, key);
    },
  });
};
