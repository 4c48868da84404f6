import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { notFound } from "../http/http-error.ts";

/**
 * The customer session: a signed, HttpOnly cookie naming exactly one assistance request or claim.
 * It is issued by link validation and is the only thing that opens that request's routes.
 */
export const SESSION_COOKIE = "hitch_session";
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export type SessionKind = "assistance" | "claim";
export interface CustomerSession {
  kind: SessionKind;
  id: number;
}

/**
 * Signed and serialised by @fastify/cookie, but set as the header directly: reply.setCookie queues the
 * cookie for an onSend pass that costs link validation, the busiest route, more than the signature.
 */
export function setCustomerSession(reply: FastifyReply, config: Config, session: CustomerSession) {
  const value = reply.signCookie(`${session.kind}:${session.id}`);
  reply.header(
    "set-cookie",
    reply.server.serializeCookie(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https:"),
      path: "/",
      maxAge: MAX_AGE_SECONDS,
    }),
  );
}

export function readCustomerSession(request: FastifyRequest): CustomerSession | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const match = /^(assistance|claim):(\d{1,10})$/.exec(unsigned.value);
  if (!match) return null;
  return { kind: match[1] as SessionKind, id: Number(match[2]) };
}

function requireScope(request: FastifyRequest, kind: SessionKind, id: number) {
  const session = readCustomerSession(request);
  // 404 rather than 401/403: a caller without the right session learns nothing about the id.
  if (!session || session.kind !== kind || session.id !== id) throw notFound();
}

export function requireAssistanceScope(request: FastifyRequest, id: number) {
  requireScope(request, "assistance", id);
}

export function requireClaimScope(request: FastifyRequest, id: number) {
  requireScope(request, "claim", id);
}
