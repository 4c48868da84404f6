import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptedJob, countVibrations, TAP_GUARD_MS } from "./driver-fixtures.ts";
import { somewhereInEstonia } from "../tracking/dispatch-fixtures.ts";

const pickup = { ...somewhereInEstonia(), address: "Tühistuse 7" };
test.use({ viewport: { width: 390, height: 844 } });

test("the customer cancels while the driver is on the way: the driver's phone says so over everything, rings, and keeps it until dismissed", async ({
  page,
  browser,
}) => {
  const vibrations = await countVibrations(page);
  const { driver, customer } = await acceptedJob(page, browser, pickup, "Kaarel Katkend", 1500);
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "On my way" }).click();
  await expect(customer.getByTestId("job-progress")).toHaveText("The driver is on the way.");
  const before = await vibrations();

  await customer.getByRole("button", { name: "Cancel the order" }).click();
  await customer.getByRole("button", { name: "Yes, cancel" }).click();

  const notice = page.getByRole("alertdialog", { name: "Job cancelled" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("The customer cancelled: do not drive there.");
  await expect(notice.getByRole("button", { name: "Understood" })).toBeFocused();
  // It rings, again and again, and stays: a driver who looks up a minute later still reads it.
  await expect.poll(async () => (await vibrations()) - before, { timeout: 12_000 }).toBeGreaterThanOrEqual(3);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole("button", { name: "Understood" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Today's jobs" })).toContainText("Cancelled");
  const afterDismiss = await vibrations();
  await page.waitForTimeout(5_000);
  expect(await vibrations()).toBe(afterDismiss);

  await driver.operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await customer.context().close();
});
