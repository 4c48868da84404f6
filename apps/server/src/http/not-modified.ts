import type { FastifyInstance } from "fastify";

/**
 * A 304 has no body (RFC 9110 15.4.5). Fastify serialises whatever a handler sends with it (a
 * schema's `null` becomes the four bytes "null") and sets Content-Length to that; Node then drops
 * the body but keeps the header, so a client that trusts Content-Length waits for four bytes that
 * never come, or reads the next pipelined answer as them. Dropping the payload here lets Fastify
 * write the bare 304 it already knows how to write.
 */
export function sendBodylessNotModified(app: FastifyInstance) {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) return done(null, payload);
    reply.removeHeader("content-length");
    reply.removeHeader("content-type");
    done(null, null);
  });
}
