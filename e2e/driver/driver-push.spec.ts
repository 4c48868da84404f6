import { expect, test, type CDPSession, type Worker } from "@playwright/test";
import { startFakePushService, type FakePushService } from "../../apps/server/src/testing/fake-push-service.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { customerPhone, invitedDriver } from "./driver-fixtures.ts";
import { north, somewhereInEstonia, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";

// A locked phone, as Chrome treats a backgrounded tab: the driver's page is frozen, so only its service worker
// can alert. The server pushes the offer to a push service of the test's own (it checks the VAPID token and
// decrypts the payload as a real one and the browser would), and the test hands what arrived to the driver's
// service worker as the browser's push service would (CDP ServiceWorker.deliverPushMessage). The browser's own
// subscribe() is replaced by that service's subscription, so nothing ever goes to a real push service.

const pickup = { ...somewhereInEstonia(), address: "Lukus ekraani tee 3" };
test.use({
  serviceWorkers: "allow",
  geolocation: north(pickup, 1200),
  permissions: ["geolocation", "notifications"],
  viewport: { width: 390, height: 844 },
});

let push: FakePushService;
test.afterEach(() => push?.close());

async function driverWorker(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const driver = registrations.find((r) => r.scopeURL.endsWith("/driver") && !r.isDeleted);
      if (driver) resolve(driver.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  return found;
}

// The worker's globals, as far as these steps use them (the e2e project has no webworker types).
type WorkerScope = {
  registration: { getNotifications(): Promise<(Notification & { timestamp: number })[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

const notificationsOf = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      timestamp: n.timestamp,
    })),
  );

test("an offer to a driver whose page is frozen (a locked phone) is shown as a notification, and a tap opens the offer", async ({
  page,
  context,
  browser,
}) => {
  const driver = await invitedDriver(north(pickup, 1200), "Lukas Lukk");
  await page.goto(driver.link);
  await expect(page).toHaveURL(/\/driver$/);
  const vapidKey = (
    (await (await page.request.get("/api/v1/driver/push-subscription")).json()) as { publicKey: string }
  ).publicKey;
  push = await startFakePushService(vapidKey);
  const subscription = push.subscribe();
  await page.evaluate(
    ({ endpoint, keys }) => {
      const fake = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
      PushManager.prototype.subscribe = () => Promise.resolve(fake as unknown as PushSubscription);
      PushManager.prototype.getSubscription = () => Promise.resolve(null);
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
  const cdp = await context.newCDPSession(page);
  const registrationId = await driverWorker(cdp);
  const worker =
    context.serviceWorkers().find((w) => w.url().endsWith("/driver-sw.js")) ??
    (await context.waitForEvent("serviceworker"));

  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByText("Offers reach you even with the screen locked.")).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "driver-push-on-duty");

  // The phone is locked: the page runs nothing until it is woken.
  await cdp.send("Page.setWebLifecycleState", { state: "frozen" });
  const customer = await customerPhone(browser);
  const request = await submitRequestFromPage(customer, pickup);

  await expect.poll(() => push.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(push.refused).toEqual([]);
  const [arrived] = push.received;
  const offer = arrived.payload as { type: string; offerId: number; assistanceRequestId: number; expiresAt: string };
  expect(offer).toMatchObject({ type: "OFFER", assistanceRequestId: request.id, incidentType: "FLAT_TIRES" });
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify(arrived.payload),
  });

  await expect.poll(() => notificationsOf(worker)).toHaveLength(1);
  const [shown] = await notificationsOf(worker);
  const deadline = new Date(offer.expiresAt).toLocaleTimeString("en", { hour: "2-digit", minute: "2-digit" });
  expect(shown).toEqual({
    title: "New job offer",
    body: `Flat tyre · 1.2 km\nAnswer by ${deadline}`,
    tag: `offer-${offer.offerId}`,
    timestamp: Date.parse(offer.expiresAt),
  });

  // The driver taps the notification: the phone wakes the app, which goes to the offer.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await cdp.send("Page.setWebLifecycleState", { state: "active" });
  await expect(page).toHaveURL(new RegExp(`/driver#offer-${offer.offerId}$`));
  const card = page.locator(`#offer-${offer.offerId}`);
  await expect(card.getByRole("heading", { name: "New job offer" })).toBeVisible();
  await expect(card.getByText(pickup.address)).toBeVisible();
  await expect.poll(() => notificationsOf(worker)).toEqual([]);
});
