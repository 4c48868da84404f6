import type { DriverCurrentJobResponse, DriverOffer } from "@hitch/contract/dispatch/driver-api";
import type { DriverHistory, DriverProfile } from "@hitch/contract/dispatch/driver-app";
import { ApiError, NETWORK_PROBLEM } from "../api/api-error.ts";

export type { DriverCurrentJobResponse as DriverJob, DriverOffer, DriverHistory, DriverProfile };

export const DRIVER_API = "/api/v1/driver";

/**
 * A call of the driver API with the phone's session cookie. Failures become ApiErrors as in the customer's
 * client: the server's status and code, or status 0 for no answer at all (offline).
 */
export async function driverCall<T>(
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${DRIVER_API}${path}`, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...contentType(body), ...headers },
      // A file (the driver's photo) goes up as its own bytes, anything else as JSON.
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_PROBLEM);
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const code = (json as { code?: unknown } | undefined)?.code;
    throw new ApiError(response.status, typeof code === "string" ? code : "BAD_REQUEST");
  }
  return json as T;
}

function contentType(body: unknown): Record<string, string> {
  if (body === undefined) return {};
  return { "Content-Type": body instanceof Blob ? body.type || "image/jpeg" : "application/json" };
}

/**
 * Opening a sign-in link: a valid answer sets the session cookie. A link opens one phone: `used` when it was
 * opened before (on another phone, or on this one earlier; with the invitation's language), `invalid` when it is
 * wrong or expired.
 */
export async function openDriverLink(
  code: string,
): Promise<{ result: "opened" | "used" | "invalid"; language?: string }> {
  const response = await fetch(`/api/v1/public/driver-link/${encodeURIComponent(code)}`, {
    credentials: "same-origin",
  });
  if (!response.ok) return { result: "invalid" };
  const answer = (await response.json()) as { isValid: boolean; reason?: string; language?: string | null };
  if (answer.isValid) return { result: "opened" };
  return answer.reason === "USED" ? { result: "used", language: answer.language ?? undefined } : { result: "invalid" };
}

export const getProfile = () => driverCall<DriverProfile>("GET", "/me");

/** Sets the driver's photo from an image file, sent as it is (the server crops and re-encodes it). */
export const setPhoto = (photo: Blob) => driverCall<DriverProfile>("PUT", "/me/photo", photo);
export const setDuty = (onDuty: boolean, shiftPlate?: string) =>
  driverCall<DriverProfile>("PUT", "/duty", shiftPlate ? { onDuty, shiftPlate } : { onDuty });
export const acceptOffer = (offerId: number) =>
  driverCall<DriverCurrentJobResponse>("POST", `/offers/${offerId}/accept`);
export const declineOffer = (offerId: number, reason: string) =>
  driverCall<null>("POST", `/offers/${offerId}/decline`, { reason });
export const handOver = (requestId: number) => driverCall<unknown>("POST", `/jobs/${requestId}/hand-over`, {});
export function todaysHistory(): Promise<DriverHistory> {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return driverCall<DriverHistory>("GET", `/history?since=${encodeURIComponent(midnight.toISOString())}`);
}
