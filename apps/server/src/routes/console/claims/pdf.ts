import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { consoleClaimPdfQuerySchema } from "@hitch/contract/console/claims";
import { z } from "zod";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { claimPdfDownload, serviceOfConsoleClaim } from "../../../modules/console-claims/public.ts";

/** The claim as a PDF for the claims handler, in the language the console asks for, photos included. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/claims/:id/pdf`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      querystring: consoleClaimPdfQuerySchema,
      response: {
        200: z.any().describe("application/pdf"),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      requireService(request, await serviceOfConsoleClaim(ctx.db, request.params.id), "read");
      const download = await claimPdfDownload(ctx, request.params.id, request.query.language);
      if (!download) throw notFound();
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="claim-${download.externalId}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(download.pdf);
    },
  });
};
