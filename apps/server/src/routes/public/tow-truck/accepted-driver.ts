import { errorBodySchema } from "@hitch/contract/common/errors";
import { acceptedDriverQuerySchema, acceptedDriverResponseSchema } from "@hitch/contract/dispatch/assignment";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { requireCustomerSession } from "../../../auth/customer-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { readAssignment, readStatus } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The driver on the way to an accepted request; works past the link's expiry while the job is live. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get(`${PUBLIC_PREFIX}/tow-truck/accepted-driver`, {
    schema: {
      tags: ["assistance"],
      querystring: acceptedDriverQuerySchema,
      response: { 200: acceptedDriverResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const id = request.query.assistanceRequestId;
      await requireCustomerSession(ctx, request, reply, "assistance", id, "tracking");
      const status = await readStatus(db, id);
      // Only an accepted request has a driver on the way.
      if (status?.status !== "ACCEPTED") throw notFound();
      const assignment = await readAssignment(db, id);
      if (!assignment) throw notFound();
      return assignment;
    },
  });
};
