import type { ErrorBody } from "@hitch/contract/common/errors";
import createClient, { type Middleware } from "openapi-fetch";
import type { z } from "zod";
import { ApiError, NETWORK_PROBLEM } from "./api-error.ts";
import type { paths } from "./schema.d.ts";

export const API_BASE = "/api/v1/public";

/** A path of the public API, as written in the generated types (relative to API_BASE). */
export type ApiPath = keyof paths;

/**
 * Every failure becomes an ApiError before a caller sees it: a non-2xx answer carries the server's
 * status, code and field errors; a fetch that got no answer at all is the network problem. So a
 * call resolves only with a 2xx answer.
 */
const errorMapping: Middleware = {
  onError({ request, error }) {
    // An abort is the caller's own doing: it gets its AbortError back, not a network message.
    if (request.signal.aborted) return error instanceof Error ? error : undefined;
    return new ApiError(0, NETWORK_PROBLEM);
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body = parseJson(
      await response
        .clone()
        .text()
        .catch(() => ""),
    );
    if (isErrorBody(body))
      throw new ApiError(response.status, body.code, Array.isArray(body.errors) ? body.errors : []);
    throw new ApiError(response.status, response.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
  },
};

/**
 * The typed client of the public API (openapi-fetch over the types `npm run api:types` generates
 * from the server's OpenAPI document), sending the session cookie. `fetch` is looked up per call
 * so tests can stand in for it.
 */
export const client = createClient<paths>({
  baseUrl: API_BASE,
  credentials: "include",
  headers: { Accept: "application/json" },
  fetch: (request) => globalThis.fetch(request),
});
client.use(errorMapping);

/** The body of a 2xx answer (undefined for an empty one); failures were turned into ApiErrors above. */
export async function bodyOf<D>(call: Promise<{ data?: D; response: Response }>): Promise<D> {
  return (await call).data as D;
}

/**
 * Like bodyOf(), but checks the answer against a contract schema so a drifted server fails loudly.
 * Flows use it; the entry pages use plain checks so zod stays out of the entry bundle.
 */
export async function parsedBodyOf<S extends z.ZodType>(
  schema: S,
  call: Promise<{ data?: unknown; response: Response }>,
): Promise<z.infer<S>> {
  return schema.parse(await bodyOf(call));
}

/**
 * Like parsedBodyOf(), with the schema's module loaded beside the answer rather than imported by the caller: the
 * wait is the longer of the two, and zod stays out of the code of a screen that only reads.
 */
export async function parsedBodyBeside<S extends z.ZodType>(
  schema: () => Promise<S>,
  call: Promise<{ data?: unknown; response: Response }>,
): Promise<z.infer<S>> {
  const [loaded, body] = await Promise.all([schema(), bodyOf(call)]);
  return loaded.parse(body);
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string";
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
