import webpush from "web-push";
import type { VapidKeys } from "../../config-secrets.ts";

/** One browser's subscription as it gave it: the push service's URL for it and its encryption keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** SENT: the push service took it; GONE: the browser dropped the subscription (404/410); FAILED: try later or never. */
export type PushOutcome = "SENT" | "GONE" | "FAILED";

export type PushMessage = {
  /** JSON the service worker reads; encrypted for this one browser (aes128gcm, RFC 8291). */
  payload: string;
  /** How long the push service may hold it for a phone that is offline: no longer than the offer lasts. */
  ttlSeconds: number;
  /** A later message with the same topic replaces one still waiting in the push service. */
  topic: string;
};

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/**
 * Web Push through the `web-push` library: it signs the VAPID token (ES256) and encrypts the payload; the POST
 * itself is ours (fetch with a timeout), so a slow push service never holds a worker for long. The endpoint came
 * from the driver's browser, so it is a partner's URL: tests point it at a local server and never at the internet.
 */
export function createWebPushSender(
  vapid: VapidKeys & { subject: string },
  options: { timeoutMs?: number } = {},
): PushSender {
  const timeoutMs = options.timeoutMs ?? 5000;
  return async (target, message) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        vapidDetails: vapid,
        TTL: message.ttlSeconds,
        urgency: "high",
        topic: message.topic,
        contentEncoding: "aes128gcm",
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return "GONE";
      return response.ok ? "SENT" : "FAILED";
    } catch {
      return "FAILED";
    }
  };
}
