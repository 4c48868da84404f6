import type { FastifyReply } from "fastify";
import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { assistanceStatusResponseSchema } from "@hitch/contract/dispatch/status";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { readCustomerSession } from "../../../auth/session.ts";
import { notFound } from "../../../http/http-error.ts";
import { createStatusAnswers, createStatusStreams, readStatus } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ["assistance"];

/**
 * The tracking screen's status: polled (with an ETag) or streamed. Both keep working past the link's
 * expiry while the job is live (tracking), and on the outcome screen.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  const streams = createStatusStreams(rt, ctx.operations.metrics.statusStreamsOpen);
  const statuses = createStatusAnswers(rt, db);
  app.addHook("preClose", async () => {
    streams.endAll();
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
        // No payload at all: even a null goes through the response serializer, which cost the busiest
        // route a tenth of its throughput. (Fastify's plain reply type allows a bodiless send.)
        return (reply as FastifyReply).status(304).send();
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
      // The guard checked the session once; an open stream outlives that check, so it asks again on each change
      // (a revocation is one) and heartbeat, and ends when the session no longer reaches the request.
      const session = readCustomerSession(request);
      const stillAllowed = async () => session !== null && (await ctx.sessionStates(session, ctx.now())) !== null;
      streams.open(request, reply, request.params.id, first, stillAllowed);
    },
  });
};
