import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleClaimFileParamsSchema } from "@hitch/contract/console/claims";
import { z } from "zod";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { claimFileKey, findClaimFile } from "../../../modules/claims/public.ts";
import { serviceOfConsoleClaim } from "../../../modules/console-claims/public.ts";
import { sendStoredFile } from "../../../modules/files/public.ts";

/** A claim's photo, full size, for the operators of its service (the customer's route needs their session). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/claims/:id/files/:fileId`, {
    schema: {
      tags: ["console"],
      params: consoleClaimFileParamsSchema,
      response: {
        200: z.any().describe("image/jpeg, image/png, image/webp or image/heic"),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { id, fileId } = request.params;
      requireService(request, await serviceOfConsoleClaim(ctx.db, id), "read");
      const row = await findClaimFile(ctx.db, id, fileId);
      if (!row) throw notFound();
      return sendStoredFile(reply, ctx.storage, claimFileKey(id, row.storageKey));
    },
  });
};
