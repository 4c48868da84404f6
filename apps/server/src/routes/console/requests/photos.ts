import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { consolePhotoParamsSchema } from "@hitch/contract/console/request-actions";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { serviceOfRequest } from "../../../modules/console/public.ts";
import { findAssistancePhoto, photoKey, sendStoredFile } from "../../../modules/files/public.ts";

/** A customer's photo of a request, full size, for the operators of the request's service (else 404). */
export const routes: RouteModule = (app, ctx) => {
  const { db, storage } = ctx;
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/requests/:id/photos/:name`, {
    schema: {
      tags: ["console"],
      params: consolePhotoParamsSchema,
      response: {
        200: z.any().describe("image/jpeg, image/png, image/webp or image/heic"),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { id, name } = request.params;
      requireService(request, await serviceOfRequest(db, id), "read");
      if (!(await findAssistancePhoto(db, id, name))) throw notFound();
      return sendStoredFile(reply, storage, photoKey(id, name));
    },
  });
};
