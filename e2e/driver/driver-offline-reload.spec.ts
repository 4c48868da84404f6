import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptedJob, TAP_GUARD_MS } from "./driver-fixtures.ts";
import { somewhereInEstonia } from "../tracking/dispatch-fixtures.ts";

// The driver app's own service worker opens the app without a network (as driver-theme.spec.ts checks);
// this spec allows it to reopen a job in a dead zone.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

const pickup = { ...somewhereInEstonia(), address: "Levivaba 5" };

test("reopened without a network, the app shows the job and its queued steps, and delivers them by itself when the network returns", async ({
  page,
  context,
  browser,
}) => {
  // Every first-level heading the page ever shows: the off-job screen must never flash before the job.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector("h1")?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const { driver, customer } = await acceptedJob(page, browser, pickup, "Olev Offline");
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // The map's files join the worker's cache while online.
  await expect(page.getByRole("region", { name: "Map of the pickup location" })).toBeVisible();
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "On my way" }).click();
  const progress = customer.getByTestId("job-progress");
  await expect(progress).toHaveText("The driver is on the way.");

  await context.setOffline(true);
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "Arrived" }).click();
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "Towing" }).click();
  await expect(page.getByText("Offline, updates waiting:", { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Towing");
  await expect(page.getByRole("link", { name: "Call +37255512345" })).toHaveAttribute("href", "tel:+37255512345");
  await expect(page.getByText(pickup.address)).toBeVisible();
  for (const app of ["Navigation app", "Apple Maps", "Google Maps", "Waze"])
    await expect(page.getByRole("link", { name: app })).toBeVisible();
  await expect(page.getByText("Offline, updates waiting:", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Finished", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual(["Towing"]);
  await expect(progress).toHaveText("The driver is on the way.");

  // The network returns: nobody touches the phone, and the customer sees the steps.
  await context.setOffline(false);
  await expect(progress).toHaveText("Your vehicle is being towed.", { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "updates" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Towing");
  expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual(["Towing"]);

  await driver.operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await customer.context().close();
});
