import type { z } from "zod";
import { ApiError, type FieldError } from "../api/api-error.ts";

export const CONSOLE_API = "/api/v1/console";

/** What an error code means to the operator: one key under console:errors per kind of failure. */
export const CONSOLE_ERROR_KEYS = [
  "signInFailed",
  "codeInvalid",
  "backupCodeInvalid",
  "codeExpired",
  "accountDisabled",
  "accountRateLimited",
  "sessionEnded",
  "serverBusy",
  "rateLimited",
  "readOnly",
  "notFound",
  "conflict",
  "networkProblem",
  "linkInvalid",
  "generic",
] as const;
export type ConsoleErrorKey = (typeof CONSOLE_ERROR_KEYS)[number];

export function errorKeyOf(error: unknown): ConsoleErrorKey {
  if (!(error instanceof ApiError)) return "generic";
  if (error.isNetworkProblem) return "networkProblem";
  if (error.code === "ACCOUNT_RATE_LIMITED") return "accountRateLimited";
  if (error.status === 429) return "rateLimited";
  if (error.code === "SERVER_BUSY") return "serverBusy";
  if (error.code === "ACCOUNT_DISABLED") return "accountDisabled";
  if (error.code === "INVALID_BACKUP_CODE") return "backupCodeInvalid";
  // The second-factor step's challenge expired, or took its five wrong codes: the password again.
  if (error.code === "INVALID_TWO_FACTOR_COOKIE" || error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")
    return "codeExpired";
  if (error.code === "READ_ONLY_ROLE") return "readOnly";
  if (error.code === "INVALID_EMAIL_OR_PASSWORD" || error.code === "INVALID_EMAIL") return "signInFailed";
  if (error.code === "INVALID_CODE" || error.code === "INVALID_TWO_FACTOR_CODE") return "codeInvalid";
  if (error.status === 401) return "sessionEnded";
  if (error.status === 404) return "notFound";
  if (error.status === 409) return "conflict";
  return "generic";
}

/** Why a signed-in operator's calls stopped working: told on the sign-in page the console falls back to. */
export type SessionEnd = "sessionEnded" | "accountDisabled";
let onSessionEnd: (why: SessionEnd) => void = () => {};

/** The console's frame says what happens when a call answers 401 (not a sign-in step's own 401). */
export function whenSessionEnds(handler: (why: SessionEnd) => void) {
  onSessionEnd = handler;
}

/**
 * A call of the console API (or of better-auth's endpoints under it) with the session cookie; the
 * answer is checked against the contract's schema. Failures become ApiErrors with the server's code
 * (better-auth's own codes for sign-in).
 */
export async function consoleApi<T extends z.ZodType>(
  path: string,
  schema: T,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<z.infer<T>> {
  let response: Response;
  // A file goes as it is, with its own type (a logo is the raw image body); anything else as JSON.
  const file = init.body instanceof Blob ? init.body : null;
  try {
    response = await fetch(CONSOLE_API + path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: file
        ? { "content-type": file.type }
        : init.body === undefined
          ? {}
          : { "content-type": "application/json" },
      body: file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new ApiError(0, "networkProblem");
  }
  const text = await response.text();
  const json = parseJson(text);
  if (!response.ok) {
    const { code, errors } = (json ?? {}) as { code?: unknown; errors?: unknown };
    if (response.status === 401 && !path.startsWith("/auth/"))
      onSessionEnd(code === "ACCOUNT_DISABLED" ? "accountDisabled" : "sessionEnded");
    throw new ApiError(
      response.status,
      typeof code === "string" ? code : "UNKNOWN",
      Array.isArray(errors) ? (errors as FieldError[]) : [],
    );
  }
  return schema.parse(json);
}

/** The answer's JSON; a proxy's HTML error page (a 413 from in front of the server) reads as no body. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
