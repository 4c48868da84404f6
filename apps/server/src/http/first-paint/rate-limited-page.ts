import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGES, type Language } from "@hitch/contract/common/enum-values";
import { browserLanguage } from "../browser-language.ts";
import { errorBody } from "../error-handler.ts";
import type { PageTemplate } from "./page-template.ts";
import { sendCompressedHtml } from "./send-compressed.ts";

/**
 * Pages whose answer looks a code from the address up (a link's, a case-status link's): the same per-address
 * limit as the API routes that check those codes, so the page is no way around it to guess codes.
 */
const LINK_PAGE = /^\/(?:assistance-request-link|claim-link)\/[^/]+$/;
const CASE_PAGE = /^\/cases\/[^/]+$/;
const looksACodeUp = (path: string, request: FastifyRequest) =>
  LINK_PAGE.test(path) || (CASE_PAGE.test(path) && (request.query as Record<string, unknown>)?.code !== undefined);

/** The reader's language: the address's, else the first of the browser's that the app speaks. */
function readerLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.language;
  return (LANGUAGES as readonly unknown[]).includes(asked)
    ? (asked as Language)
    : browserLanguage(request.headers["accept-language"]);
}

/**
 * A check of the limit for the pages that look a code up; true when the request was answered (429), in which case
 * the code is not looked up. The answer is a page in the reader's language without the app's code: the app would
 * only look the code up again.
 */
export function codePageLimit(app: FastifyInstance, template: PageTemplate, perMinute: number) {
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  return async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    if (!looksACodeUp(path, request)) return false;
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return false;
    reply.status(429).header("Retry-After", String(limit.ttlInSeconds));
    const language = readerLanguage(request);
    const page = template.build?.rateLimited?.[language];
    if (!page) {
      await reply.send(errorBody(429, "RATE_LIMITED"));
      return true;
    }
    const html = template.htmlWithoutCode
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(`<div id="root"></div>`, () => page);
    await sendCompressedHtml(request, reply, html);
    return true;
  };
}
