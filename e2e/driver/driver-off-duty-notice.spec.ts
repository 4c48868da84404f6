import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { driverLinkTextedTo } from "../fixtures/sms-inbox.ts";
import { invitedDriver } from "./driver-fixtures.ts";
import { somewhereInEstonia } from "../tracking/dispatch-fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a driver whose every phone was signed out is off duty, and the app says why when it opens again", async ({
  page,
}) => {
  const driver = await invitedDriver(somewhereInEstonia(), "Reet Rada");
  await page.goto(driver.link);
  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();

  const sessions = (await (await driver.operator.get(`/api/v1/admin/drivers/${driver.id}/sessions`)).json()) as {
    id: number;
  }[];
  for (const session of sessions) {
    const revoked = await driver.operator.post(`/api/v1/admin/drivers/${driver.id}/sessions/${session.id}/revoke`);
    expect(revoked.status()).toBe(204);
  }
  const again = await driver.operator.post(`/api/v1/admin/drivers/${driver.id}/invite`, { data: { language: "en" } });
  expect(again.status()).toBe(201);
  // The new link is in the second SMS to the driver's phone (no answer carries it).
  await page.goto(await driverLinkTextedTo(driver.phoneNumber, 2));

  await expect(page.getByRole("heading", { name: "Off duty" })).toBeVisible();
  const notice = page.getByRole("alert");
  await expect(notice).toHaveText(
    "You were taken off duty. Your phones had been signed out, so no offer could reach you. Go on duty again to receive offers.",
  );
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "driver-off-duty-notice-light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "driver-off-duty-notice-dark");

  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
