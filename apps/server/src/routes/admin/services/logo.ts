import { adminServiceSchema, serviceNameAdminParamsSchema } from "@hitch/contract/admin/services";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { findServiceByAnyName } from "../../../modules/services/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { adminServiceView, replaceLogo } from "../../../modules/admin/public.ts";

const LOGO_UPLOAD_LIMIT = 5 * 1024 * 1024;

/** Operator API: a service's logo, uploaded as the raw image body. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));
  // Logos arrive as the raw image (`curl --data-binary @logo.png -H 'content-type: image/png'`).
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: "buffer", bodyLimit: LOGO_UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put(`${ADMIN_PREFIX}/services/:name/logo`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: serviceNameAdminParamsSchema,
      response: {
        200: adminServiceSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      requireAdminService(request, (await findServiceByAnyName(db, request.params.name))?.id);
      return adminServiceView(await replaceLogo(db, request.params.name, request.body));
    },
  });
};
