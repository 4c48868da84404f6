import type { ErrorBody } from "@hitch/contract/common/errors";
import type { z } from "zod";
import { ApiError, NETWORK_PROBLEM } from "./api-error.ts";

export const API_BASE = "/api/v1/public";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the public API with the session cookie. Resolves with the parsed JSON body (or undefined
 * for an empty answer); rejects with an ApiError for a non-2xx answer or a failed fetch.
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method, headers, body: payload, credentials: "include", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_PROBLEM);
  }

  const text = await response.text().catch(() => "");
  const json = parseJson(text);
  if (!response.ok) {
    if (isErrorBody(json)) throw new ApiError(response.status, json.code, Array.isArray(json.errors) ? json.errors : []);
    throw new ApiError(response.status, response.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
  }
  return json as T;
}

/**
 * Like api(), but checks the answer against a contract schema so a drifted server fails loudly.
 * Flows use it; the entry pages use plain checks so zod stays out of the entry bundle.
 */
export async function apiParsed<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>> {
  return schema.parse(await api(path, options));
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
