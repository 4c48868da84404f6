import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptedJob, countVibrations, driverOnDuty } from "./driver-fixtures.ts";
import { north } from "../tracking/dispatch-fixtures.ts";

// Two drivers' phones and a customer's. The job is far north of every other spec's spot (somewhereInEstonia),
// so that "nobody free nearby" is true until this spec's colleague goes on duty.
const pickup = { latitude: 66.2 + Math.random() * 0.5, longitude: 25 + Math.random(), address: "Üleandmise tee 3" };
test.use({ viewport: { width: 390, height: 844 } });

test("the app hands the job over: nobody free is said as such, a free colleague is offered it, rings, takes it, and the first driver is told", async ({
  page,
  browser,
}) => {
  const { driver: first, customer } = await acceptedJob(page, browser, pickup, "Esimene Ed", 1200);

  // Nobody else on duty up here: a 409, said as such (not "check the connection").
  const handOver = page.getByRole("button", { name: "Hand over to another driver" });
  await handOver.click();
  await expect(page.getByRole("status").filter({ hasText: "No free driver nearby." })).toBeVisible();
  await expect(page.getByText("Check the connection")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A colleague goes on duty 2 km away: the same button now offers them the job (a 202, no 500).
  const colleaguePage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const vibrations = await countVibrations(colleaguePage);
  const colleague = await driverOnDuty(colleaguePage, north(pickup, 2000), "Teine Tiit");
  const asked = page.waitForResponse((r) => r.url().endsWith("/hand-over"));
  await handOver.click();
  expect((await asked).status()).toBe(202);
  await expect(page.getByText("Other drivers have been asked.", { exact: false })).toBeVisible();

  const handOverOffer = colleaguePage.getByRole("region", { name: "A colleague asks you to take over" });
  await expect(handOverOffer).toBeVisible({ timeout: 20_000 });
  // The open app keeps ringing while the offer waits: a ring now and one every 4 s.
  await expect.poll(vibrations, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await handOverOffer.getByRole("button", { name: "Accept" }).click();
  await expect(colleaguePage.getByRole("heading", { name: "Job accepted" })).toBeVisible();
  const afterAnswer = await vibrations();
  await colleaguePage.waitForTimeout(5_000);
  expect(await vibrations()).toBe(afterAnswer);

  // The first driver's phone says the job left them, and why, until dismissed.
  const notice = page.getByRole("alertdialog", { name: "Job handed over" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("A colleague took over the job.");
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Understood" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Today's jobs" })).toContainText("Handed over");

  for (const driver of [first, colleague])
    await driver.operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await customer.context().close();
  await colleaguePage.context().close();
});
