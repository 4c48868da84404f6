import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { boardQuerySchema, boardSchema } from "@hitch/contract/console/board";
import { requestDetailSchema } from "@hitch/contract/console/request-detail";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { isCompanyRequest, readBoard, readRequestDetail, serviceOfRequest } from "../../../modules/console/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The live board's requests (and the map's drivers), and one request's page. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/requests`, {
    schema: { tags: ["console"], querystring: boardQuerySchema, response: { 200: boardSchema, ...errors } },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      return readBoard(db, serviceId !== undefined ? [serviceId] : visibleServiceIds(request));
    },
  });

  // A towing company's dispatcher reads the requests its drivers were offered or held (the Requests screen's
  // rows), and nothing else: 404 as if it did not exist.
  app.get(`${CONSOLE_PREFIX}/requests/:id`, {
    config: { towingDispatcher: true },
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: requestDetailSchema, ...errors } },
    handler: async (request) => {
      const { towingCompanyId } = operatorOf(request);
      if (towingCompanyId !== null) {
        if (!(await isCompanyRequest(db, towingCompanyId, request.params.id))) throw notFound();
      } else requireService(request, await serviceOfRequest(db, request.params.id), "read");
      const detail = await readRequestDetail(db, request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  });
};
