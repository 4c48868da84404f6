import { expect, test, type Request } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { customerPhone, invitedDriver, TAP_GUARD_MS } from "./driver-fixtures.ts";
import { north, somewhereInEstonia, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";

// The driver's phone is the test's own page (geolocation granted near the pickup); the customer's phone is a
// second context. Drivers are made off duty at their own spot, but a request of another spec still searching may
// reach this one as its search widens (a CI run saw one 77 km away): the driver then has two offers, and the test
// follows its own customer's, known by its pickup address.

const pickup = { ...somewhereInEstonia(), address: "Puksiiri tee 19" };
test.use({ geolocation: north(pickup, 1500), permissions: ["geolocation"] });

/** "progress ARRIVED" or "finish" for a job status update the driver's phone sent, undefined for any other request. */
function sentUpdate(request: Request): string | undefined {
  const update = /\/jobs\/\d+\/(progress|finish)$/.exec(request.url())?.[1];
  if (update !== "progress") return update;
  return `progress ${(request.postDataJSON() as { progress: string }).progress}`;
}

test("a driver on duty gets the offer, accepts and goes through every status while the customer follows live, and updates made offline arrive once", async ({
  page,
  context,
  browser,
}) => {
  const driver = await invitedDriver(north(pickup, 1500), "Tarmo Tamm");
  await page.goto(driver.link);
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("heading", { name: "Off duty" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Truck plate for this shift").fill("789xyz");
  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();
  await expect(page.getByText("Tarmo Tamm")).toBeVisible();
  await expect(page.getByText("E2E Puksiir OÜ · 789XYZ")).toBeVisible();
  await expect(page.getByText("Your location is shared with dispatch.")).toBeVisible();

  const customer = await customerPhone(browser);
  const request = await submitRequestFromPage(customer, pickup);

  // The offer arrives on its own: the incident, the car and the customer's words, but not who they are.
  const offer = page.getByRole("region", { name: "New job offer" }).filter({ hasText: pickup.address });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer.getByText(/^Answer within \d:\d\d$/)).toBeVisible();
  await expect(offer.getByText("Flat tyre")).toBeVisible();
  await expect(offer.getByText("1.5 km · about 2 min")).toBeVisible();
  await expect(offer.getByText("Front left tyre is flat.")).toBeVisible();
  await expect(page.getByText("Kati Karu")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "Accept" }).click();

  await expect(page.getByRole("heading", { name: "Job accepted" })).toBeVisible();
  await expect(page.getByText("Kati Karu")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +37255512345" })).toHaveAttribute("href", "tel:+37255512345");
  await expect(page.getByRole("link", { name: "Waze" })).toHaveAttribute("href", /waze\.com\/ul\?ll=/);
  await expect(page.getByRole("link", { name: "Navigation app" })).toHaveAttribute("href", /^geo:/);
  // The map credits its tiles in the driver's language, as the customer's maps do.
  const jobMap = page.getByRole("region", { name: "Map of the pickup location" });
  await expect(jobMap).toContainText("© OpenStreetMap contributors");
  await expect(jobMap.getByRole("link", { name: "Leaflet" })).toHaveAttribute("title", /interactive maps/);
  await expectNoAxeViolations(page);

  const progress = customer.getByTestId("job-progress");
  await expect(progress).toHaveText("A driver has accepted your request.");
  // Each new status button ignores taps for a moment (a double tap advances one step: driver-steps.spec.ts).
  const tap = async (name: string) => {
    await page.waitForTimeout(TAP_GUARD_MS);
    await page.getByRole("button", { name, exact: true }).click();
  };
  await tap("On my way");
  await expect(progress).toHaveText("The driver is on the way.");
  // The arrival's own request is over (the customer can see it before the page has read its answer), so the
  // requests counted below are only the ones made for the taps while offline. Its body tells it apart: the
  // "On my way" request may still be finishing too, and the queue sends the arrival only after it.
  await Promise.all([
    page.waitForEvent("requestfinished", (r) => sentUpdate(r) === "progress ARRIVED"),
    tap("Arrived"),
  ]);
  await expect(progress).toHaveText("The driver has arrived.");

  // The network drops: the next two taps wait on the phone and the customer sees nothing new.
  const sent: string[] = [];
  page.on("requestfinished", (r) => {
    const update = sentUpdate(r);
    if (update) sent.push(update);
  });
  await context.setOffline(true);
  await tap("Towing");
  await expect(page.getByText("Offline, updates waiting: 1.", { exact: false })).toBeVisible();
  await tap("Finished");
  await tap("Yes, finished");
  await expect(page.getByText("Offline, updates waiting: 2.", { exact: false })).toBeVisible();
  await expect(progress).toHaveText("The driver has arrived.");

  await context.setOffline(false);
  await expect(customer.getByRole("heading", { name: "Job finished" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "updates" })).toHaveCount(0);
  const status = await customer.request.get(`/api/v1/public/assistance-request/${request.id}/status`);
  expect(await status.json()).toMatchObject({ status: "FINISHED", assignment: { progress: "TOWING" } });
  expect(sent).toEqual(["progress TOWING", "finish"]);

  // Today's history lists the job once, with its times.
  const history = page.getByRole("region", { name: "Today's jobs" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText(/\d\d:\d\d–\d\d:\d\d/);
  await expect(history.getByRole("listitem")).toContainText("Finished");

  await driver.operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await customer.context().close();
});

test("a driver's phone signed out by an operator is refused at once, and the main screens read in five languages", async ({
  page,
}) => {
  const driver = await invitedDriver(somewhereInEstonia(), "Liis Lepp");
  await page.goto(driver.link);
  await expect(page.getByRole("heading", { name: "Off duty" })).toBeVisible();

  const headings = { et: "Valvest väljas", ru: "Не на смене", lv: "Ne dežūrā", lt: "Nebudite", en: "Off duty" };
  for (const [language, heading] of Object.entries(headings)) {
    await page.getByLabel(/Language|Keel|Язык|Valoda|Kalba/).selectOption(language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectNoAxeViolations(page);
  }

  const sessions = await driver.operator.get(`/api/v1/admin/drivers/${driver.id}/sessions`);
  const [session] = (await sessions.json()) as { id: number; active: boolean }[];
  expect(session.active).toBe(true);
  const revoked = await driver.operator.post(`/api/v1/admin/drivers/${driver.id}/sessions/${session.id}/revoke`);
  expect(revoked.status()).toBe(204);

  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "You are signed out" })).toBeVisible();
  const me = await page.request.get("/api/v1/driver/me");
  expect(me.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { name: "You are signed out" })).toBeVisible();
});
