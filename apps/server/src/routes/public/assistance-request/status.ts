import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { assistanceCancelResponseSchema } from "@hitch/contract/assistance/submit";
import { acceptedDriverQuerySchema, acceptedDriverResponseSchema } from "@hitch/contract/dispatch/assignment";
import { assistanceStatusResponseSchema } from "@hitch/contract/dispatch/status";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireCustomerSession } from "../../auth/customer-scope.ts";
import { notFound } from "../../http/http-error.ts";
import { cancelRequest } from "./job-actions.ts";
import { dispatchRuntimeFor } from "./runtime-from-context.ts";
import { createStatusCache } from "./status-cache.ts";
import { HEARTBEAT_MS, type OpenStreams, openStatusStream } from "./status-stream.ts";
import { readAssignment, readStatus } from "./status-view.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ["assistance"];

/** Requests whose status answer one instance remembers (about 300 bytes each). */
const STATUS_CACHE_ENTRIES = 10_000;

/**
 * The customer's view of dispatch: status (ETag), the stream, the accepted driver, cancel. They keep
 * working past the link's expiry while the job is live (tracking); the status also on the outcome screen.
 */
export const dispatchPublicRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = dispatchRuntimeFor(ctx, app.log);
  const streams: OpenStreams = new Set();
  const statuses = createStatusCache({
    events: rt.events,
    read: async (id) => {
      const status = await readStatus(db, id);
      // Checked and stripped as the response serializer would, once per change instead of per poll.
      return status && JSON.stringify(assistanceStatusResponseSchema.parse(status));
    },
    maxEntries: STATUS_CACHE_ENTRIES,
    maxAgeMs: HEARTBEAT_MS,
  });
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
    statuses.close();
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/status`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: assistanceStatusResponseSchema, 304: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      // The session is checked on every poll (the scope guard); only the answer is remembered (status-cache.ts).
      const status = await statuses.get(request.params.id);
      if (!status) throw notFound();
      const { etag, json } = status;
      reply.header("etag", etag).header("cache-control", "no-cache");
      const wanted = request.headers["if-none-match"];
      if (wanted && (wanted === etag || wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))) {
        return reply.status(304).send(null);
      }
      // Already checked and serialized when it was read: a JSON string with its content type is sent
      // as it is (the typed reply only knows the object form).
      return reply.header("content-type", "application/json; charset=utf-8").send(json as never);
    },
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/status/stream`, {
    config: { customerAccess: "outcome" },
    schema: { tags, params: idParamsSchema, response: { 404: errorBodySchema, 400: errorBodySchema } },
    handler: async (request, reply) => {
      const first = await readStatus(db, request.params.id);
      if (!first) throw notFound();
      openStatusStream(rt, request, reply, request.params.id, first, streams);
    },
  });

  app.get(`${PUBLIC_PREFIX}/tow-truck/accepted-driver`, {
    schema: {
      tags,
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

  // Also after the end, where cancelling answers 409 CONFLICT as before and changes nothing.
  app.post(`${PUBLIC_PREFIX}/assistance-request/:id/cancel`, {
    config: { customerAccess: "outcome" },
    schema: { tags, params: idParamsSchema, response: { 200: assistanceCancelResponseSchema, ...errors } },
    handler: async (request) => {
      return cancelRequest(rt, request.params.id);
    },
  });
};
