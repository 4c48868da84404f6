import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import { acceptedDriverResponseSchema, type DriverAssignment } from "@hitch/contract/dispatch/assignment";
import { assistanceStatusResponseSchema, type AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { assistanceCancelResponseSchema } from "@hitch/contract/assistance/submit";
import { ApiError, NETWORK_PROBLEM } from "../../../api/api-error.ts";
import { API_BASE, bodyOf, client, parsedBodyOf, type ApiPath } from "../../../api/client.ts";
import { noteServerDate } from "../server-clock.ts";

const STATUS_PATH = "/assistance-request/{id}/status" satisfies ApiPath;
const STREAM_PATH = "/assistance-request/{id}/status/stream" satisfies ApiPath;
export const statusPath = (requestId: number) => STATUS_PATH.replace("{id}", String(requestId));
export const streamUrl = (requestId: number) => API_BASE + STREAM_PATH.replace("{id}", String(requestId));

/** A status read: `unchanged` when the server answered 304 to our ETag. */
export type StatusRead =
  { unchanged: true } | { unchanged: false; status: AssistanceStatusResponse; etag: string | null };

/**
 * GET /assistance-request/{id}/status with If-None-Match. The typed client turns a 304 (not ok)
 * into an error, and the browser cache must stay out of the way (it would turn a 304
 * into a copy of the old body), hence cache: "no-store".
 */
export async function readStatus(requestId: number, etag: string | null, signal?: AbortSignal): Promise<StatusRead> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (etag) headers["If-None-Match"] = etag;
  let response: Response;
  try {
    response = await fetch(API_BASE + statusPath(requestId), {
      headers,
      credentials: "include",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_PROBLEM);
  }
  noteServerDate(response.headers.get("date"));
  if (response.status === 304) return { unchanged: true };
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    const code = typeof body?.code === "string" ? body.code : response.status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
    throw new ApiError(response.status, code);
  }
  const status = assistanceStatusResponseSchema.parse(await response.json());
  return { unchanged: false, status, etag: response.headers.get("etag") };
}

/** GET /tow-truck/accepted-driver: the driver on the way (only while ACCEPTED). */
export function fetchAcceptedDriver(requestId: number): Promise<DriverAssignment> {
  return parsedBodyOf(
    acceptedDriverResponseSchema,
    client.GET("/tow-truck/accepted-driver", { params: { query: { assistanceRequestId: requestId } } }),
  );
}

/** POST /assistance-request/{id}/cancel: the customer gives up the order (PENDING or ACCEPTED). */
export function cancelRequest(requestId: number) {
  return parsedBodyOf(
    assistanceCancelResponseSchema,
    client.POST("/assistance-request/{id}/cancel", { params: { path: { id: requestId } } }),
  );
}

/** The order: reference, what was ordered, the customer's place (for the map's pin) and when it ended. */
export function fetchRequest(requestId: number): Promise<AssistanceRequest> {
  return bodyOf(client.GET("/assistance-request/{id}", { params: { path: { id: requestId } } }));
}

/** The finished job's feedback link uuid, for the rating on the outcome screen. */
export async function fetchFeedbackUuid(requestId: number): Promise<string> {
  const answer = await bodyOf(client.GET("/assistance-request/{id}/feedback", { params: { path: { id: requestId } } }));
  return answer.uuid;
}
