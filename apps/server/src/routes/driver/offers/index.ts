import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  driverCurrentJobResponseSchema as currentJobSchema,
  driverFinishResponseSchema,
  driverHandOverRequestSchema,
  driverJobParamsSchema,
  driverLocationRequestSchema,
  driverOffersResponseSchema,
  handOverResponseSchema,
  offerIdParamsSchema,
} from "@hitch/contract/dispatch/driver-api";
import type { RouteModule } from "../../app-context.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { HttpError } from "../../http/http-error.ts";
import { authenticatedDriver, driverTokenGuard } from "../drivers/public.ts";
import { offerHandOver } from "./hand-over.ts";
import { finishJob, recordDriverLocation } from "./job-actions.ts";
import { acceptOffer, declineOffer, listOpenOffers } from "./offers.ts";
import { dispatchRuntimeFor } from "./runtime-from-context.ts";
import { readAssignment } from "./status-view.ts";

export const DRIVER_PREFIX = "/api/v1/driver";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];
const tags = ["driver"];

/** The tow-truck driver's API: offers, accept/decline, position, the job at hand. */
export const driverRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = dispatchRuntimeFor(ctx, app.log);
  app.addHook("onRequest", driverTokenGuard(db));

  // Driver apps poll offers and report positions every few seconds: log those only when they fail.
  app.get(`${DRIVER_PREFIX}/offers`, {
    logLevel: "warn",
    schema: { tags, security, response: { 200: driverOffersResponseSchema, 401: errorBodySchema } },
    handler: async (request) => listOpenOffers(rt, authenticatedDriver(request).id),
  });

  app.post(`${DRIVER_PREFIX}/offers/:offerId/accept`, {
    schema: { tags, security, params: offerIdParamsSchema, response: { 200: currentJobSchema, ...errors } },
    handler: async (request) => {
      const { assistanceRequestId } = await acceptOffer(rt, authenticatedDriver(request).id, request.params.offerId);
      return currentJob(assistanceRequestId);
    },
  });

  app.post(`${DRIVER_PREFIX}/offers/:offerId/decline`, {
    schema: { tags, security, params: offerIdParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await declineOffer(rt, authenticatedDriver(request).id, request.params.offerId);
      return reply.status(204).send(null);
    },
  });

  app.post(`${DRIVER_PREFIX}/location`, {
    logLevel: "warn",
    schema: { tags, security, body: driverLocationRequestSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await recordDriverLocation(rt, authenticatedDriver(request).id, request.body);
      return reply.status(204).send(null);
    },
  });

  // Our addition: where the driver's current job is (a driver app restarting needs it).
  // Polled like the offers (the simulator asks every second): log it only when it fails.
  app.get(`${DRIVER_PREFIX}/job`, {
    logLevel: "warn",
    schema: { tags, security, response: { 200: currentJobSchema, ...errors } },
    handler: async (request) => {
      const [active] = await db
        .select({ id: dispatchAssignments.assistanceRequestId })
        .from(dispatchAssignments)
        .where(
          and(eq(dispatchAssignments.driverId, authenticatedDriver(request).id), eq(dispatchAssignments.active, true)),
        );
      if (!active) throw new HttpError(404, "NOT_FOUND");
      return currentJob(active.id);
    },
  });

  app.post(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/finish`, {
    schema: { tags, security, params: driverJobParamsSchema, response: { 200: driverFinishResponseSchema, ...errors } },
    handler: async (request) => {
      await finishJob(rt, authenticatedDriver(request).id, request.params.assistanceRequestId);
      return { id: request.params.assistanceRequestId, status: "FINISHED" as const };
    },
  });

  app.post(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/hand-over`, {
    schema: {
      tags,
      security,
      params: driverJobParamsSchema,
      // Optionally name the colleague asked to take over; otherwise the nearest free drivers are asked.
      // The job stays this driver's until one of them accepts the offer.
      body: driverHandOverRequestSchema,
      response: { 202: handOverResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const offers = await offerHandOver(
        rt,
        request.params.assistanceRequestId,
        authenticatedDriver(request).id,
        request.body?.driverId,
      );
      return reply.status(202).send({ offers });
    },
  });

  async function currentJob(requestId: number) {
    const [job] = await db
      .select({
        latitude: dispatchJobs.latitude,
        longitude: dispatchJobs.longitude,
        address: assistanceRequests.address,
      })
      .from(dispatchJobs)
      .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchJobs.assistanceRequestId))
      .where(eq(dispatchJobs.assistanceRequestId, requestId));
    return { assistanceRequestId: requestId, ...job, assignment: (await readAssignment(db, requestId))! };
  }
};
