import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { operatorCallbackListQuerySchema, operatorCallbackSchema } from "@hitch/contract/admin/operator-callbacks";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { apiKeyGuard } from "../../../auth/api-key.ts";
import { listCallbacks } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: requests nobody accepted in time, for operators to call the customer back. */
export const routes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));

  app.get(`${ADMIN_PREFIX}/operator-callbacks`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      querystring: operatorCallbackListQuerySchema,
      response: { 200: z.array(operatorCallbackSchema), ...errors },
    },
    handler: async (request) => listCallbacks(db, request.query.state),
  });
};
