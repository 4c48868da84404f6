import type { TFunction } from "i18next";
import { ASSISTANCE_INCIDENT_TYPES } from "@hitch/contract/common/enum-values";
import { driverCall } from "./driver-api.ts";
import { PUSH_CLOSED_REASONS, type PUSH_STATES } from "./driver-texts.ts";

export type PushState = (typeof PUSH_STATES)[number];

// Read by the service worker (public/driver-push-sw.js), which has no translations of its own.
const TEXTS_CACHE = "hitch-driver-push-texts";
const TEXTS_URL = "/driver/push-texts.json";
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;
}

/** What the phone allows now, without asking. */
export function pushPermission(): PushState {
  if (!pushSupported()) return "unsupported";
  return Notification.permission === "default" ? "default" : Notification.permission;
}

/** The notification's words in the app's language now, with `{incident}`, `{km}` and `{time}` for the worker to fill. */
async function keepTextsForWorker(t: TFunction, language: string) {
  const texts = {
    language,
    offerTitle: t("driver:offers.title"),
    handOverTitle: t("driver:offers.handOverTitle"),
    offerBody: t("driver:push.body", { incident: "{incident}", km: "{km}", time: "{time}" }),
    incidents: Object.fromEntries(ASSISTANCE_INCIDENT_TYPES.map((type) => [type, t(`driver:incidents.${type}`)])),
    closedTitle: t("driver:push.closedTitle"),
    closed: Object.fromEntries(PUSH_CLOSED_REASONS.map((reason) => [reason, t(`driver:push.closed.${reason}`)])),
  };
  const cache = await caches.open(TEXTS_CACHE);
  await cache.put(TEXTS_URL, new Response(JSON.stringify(texts), { headers: { "Content-Type": "application/json" } }));
}

async function driverWorker(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Lets offers reach this phone with the screen locked: keeps the notification words for the service worker, asks
 * for permission when `ask` (call it straight from a tap: some browsers ask only then), subscribes to Web Push
 * with the server's key and hands the subscription to the server for this phone's session. Answers what the
 * phone allows; "failed" when the browser's push service could not be reached (offers still ring in the open app).
 */
export async function enableOfferNotifications(t: TFunction, language: string, ask: boolean): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission =
    ask && Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return permission === "denied" ? "denied" : "default";
  try {
    await keepTextsForWorker(t, language);
    const registration = await driverWorker();
    if (!registration) return "failed";
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: (await driverCall<{ publicKey: string }>("GET", "/push-subscription")).publicKey,
      }));
    await driverCall("PUT", "/push-subscription", { ...subscription.toJSON(), language });
    return "granted";
  } catch {
    return "failed";
  }
}
