import { adminServiceSchema } from "@hitch/contract/admin/services";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceIdParamsSchema } from "@hitch/contract/console/api-keys";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { HttpError } from "../../../http/http-error.ts";
import { replaceLogoAsOperator } from "../../../modules/admin/public.ts";

const LOGO_UPLOAD_LIMIT = 5 * 1024 * 1024;

/** A service's logo from the console, as the raw image body: the operator API's upload, audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: "buffer", bodyLimit: LOGO_UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put(`${CONSOLE_PREFIX}/services/:serviceId/logo`, {
    schema: {
      tags: ["console"],
      params: serviceIdParamsSchema,
      response: {
        200: adminServiceSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    },
    handler: async (request) => {
      const operator = requireService(request, request.params.serviceId, "write");
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      return replaceLogoAsOperator(ctx.db, request.params.serviceId, request.body, operator, ctx.now());
    },
  });
};
