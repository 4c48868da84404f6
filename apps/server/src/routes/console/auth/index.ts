import { fromNodeHeaders } from "better-auth/node";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { CLIENT_ADDRESS_HEADER } from "../../../modules/operators/public.ts";

/**
 * Operator sign-in, sign-out, session, second factor and password reset: better-auth's own endpoints,
 * handed the request as a web Request (the library's documented Fastify mounting). Its answers carry
 * its own error codes; the console translates them.
 */
export const routes: RouteModule = (app, { config, operatorAuth }) => {
  app.route({
    method: ["GET", "POST"],
    url: `${CONSOLE_PREFIX}/auth/*`,
    schema: { tags: ["console"], hide: true },
    handler: async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      // The address Fastify resolved (TRUST_PROXY applied), never one the client wrote itself.
      headers.set(CLIENT_ADDRESS_HEADER, request.ip);
      const body = request.body === undefined || request.method === "GET" ? undefined : JSON.stringify(request.body);
      const answer = await operatorAuth.handler(
        new Request(new URL(request.url, config.publicUrl), { method: request.method, headers, body }),
      );
      reply.status(answer.status);
      for (const [name, value] of answer.headers) if (name !== "set-cookie") reply.header(name, value);
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("cache-control", "no-store");
      return reply.send(answer.body ? await answer.text() : null);
    },
  });
};
