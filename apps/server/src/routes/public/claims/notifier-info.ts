import { notifierInfoRequestSchema, storedNotifierInfoSchema } from "@hitch/contract/claims/notifier-info";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveNotifierInfo } from "../../../modules/claims/public.ts";

/** The notifier step: who reports the claim, and who drove. */
export const routes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/notifier-info`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: notifierInfoRequestSchema,
      response: { 200: storedNotifierInfoSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => saveNotifierInfo(db, request.params.id, request.body, now()),
  });
};
