import type { FastifyInstance } from "fastify";
import type { Operations } from "../modules/operations/public.ts";

/**
 * From the first moment of a stop (SIGTERM, cli/serve.ts), every answer carries `Connection: close`: the request in
 * flight on a kept-alive connection is answered, then Node closes that connection. Left open, the client would send
 * its next request on it just as the stopping server closes it, and see a reset instead of an answer. Idle
 * connections are closed by serve.ts at the same moment.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance, operations: Operations) {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (operations.readiness.isShuttingDown()) reply.header("connection", "close");
    done(null, payload);
  });
}
