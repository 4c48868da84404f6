import { fromNodeHeaders } from "better-auth/node";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { backupCodesLeft, CLIENT_ADDRESS_HEADER, signInLimits } from "../../../modules/operators/public.ts";

/**
 * Operator sign-in, sign-out, session, second factor and password reset: better-auth's own endpoints,
 * handed the request as a web Request (the library's documented Fastify mounting). Its answers carry
 * its own error codes; the console translates them. Password and code checks pass sign-in-limits.ts
 * first (failed attempts per address and per account), and every password hash waits its turn.
 */
export const routes: RouteModule = (app, { config, db, operatorAuth }) => {
  const limits = signInLimits(db, config, operatorAuth);
  app.route({
    method: ["GET", "POST"],
    url: `${CONSOLE_PREFIX}/auth/*`,
    schema: { tags: ["console"], hide: true },
    handler: async (request, reply) => {
      const path = new URL(request.url, config.publicUrl).pathname.slice(`${CONSOLE_PREFIX}/auth`.length);
      const body = request.body === undefined || request.method === "GET" ? undefined : serialized(request.body);
      if (HASHING_PATHS.has(path)) operatorAuth.passwordHashing.refuseWhenFull();
      const attempt = request.method === "POST" ? await limits.begin(path, request) : null;
      const headers = fromNodeHeaders(request.headers);
      // The address Fastify resolved (TRUST_PROXY applied), never one the client wrote itself.
      headers.set(CLIENT_ADDRESS_HEADER, request.ip);
      const answer = await operatorAuth.handler(
        new Request(new URL(request.url, config.publicUrl), { method: request.method, headers, body }),
      );
      let text = answer.body ? await answer.text() : null;
      const json = parsed(text);
      const cookies = answer.headers.getSetCookie();
      if (attempt) cookies.push(...(await attempt.settle(answer.status, json)));
      // A hash refused inside better-auth (the queue filled meanwhile): the app's own 503.
      if (answer.status === 503) throw operatorAuth.passwordHashing.busy();
      if (path === "/two-factor/verify-backup-code" && answer.status === 200 && json) {
        // The console says how many codes are left, so that the last one is not spent unawares.
        const userId = (json as { user?: { id?: string } }).user?.id;
        if (userId) text = JSON.stringify({ ...json, backupCodesLeft: await backupCodesLeft(operatorAuth, userId) });
      }
      reply.status(answer.status);
      for (const [name, value] of answer.headers)
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("cache-control", "no-store");
      return reply.send(text);
    },
  });
};

/** The endpoints that hash a password: refused at once while the hashing queue is full. */
const HASHING_PATHS = new Set(["/sign-in/email", "/reset-password", "/change-password", "/two-factor/enable"]);

/** The body as JSON for better-auth; a body nested too deep to write again is a bad request, not a 500. */
function serialized(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    throw new HttpError(400, "BAD_REQUEST");
  }
}

function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
