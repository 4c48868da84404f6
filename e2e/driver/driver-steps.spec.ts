import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptedJob, TAP_GUARD_MS } from "./driver-fixtures.ts";
import { somewhereInEstonia } from "../tracking/dispatch-fixtures.ts";

const pickup = { ...somewhereInEstonia(), address: "Topeltpuute 2" };
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Two taps 150 ms apart on the same spot, as a thumb in a bumping cab gives them. */
async function doubleTap(page: Page, name: string) {
  const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(150);
  await page.touchscreen.tap(x, y);
  return { x, y };
}

test("a double tap on every status button advances one step; Finished asks again and can be undone; the day keeps the customer's phone", async ({
  page,
  browser,
}) => {
  const { driver, customer } = await acceptedJob(page, browser, pickup, "Tuuli Topelt", 1500);
  const title = page.getByRole("heading", { level: 1 });
  const progress = customer.getByTestId("job-progress");

  const sent: string[] = [];
  page.on("request", (r) => {
    const step = /\/jobs\/\d+\/(progress|finish)$/.exec(r.url())?.[1];
    if (step) sent.push(step === "finish" ? "finish" : (r.postDataJSON() as { progress: string }).progress);
  });
  await page.waitForTimeout(TAP_GUARD_MS);
  for (const [button, after, customerText] of [
    ["On my way", "On the way", "The driver is on the way."],
    ["Arrived", "Arrived", "The driver has arrived."],
    ["Towing", "Towing", "Your vehicle is being towed."],
  ] as const) {
    const spot = await doubleTap(page, button);
    await expect(title).toHaveText(after);
    await expect(progress).toHaveText(customerText);
    // The next button is not under the thumb.
    const next = page.locator(`button:visible`).filter({ hasNotText: "Hand over" });
    for (const box of await Promise.all((await next.all()).map((b) => b.boundingBox())))
      if (box) expect(spot.y < box.y || spot.y > box.y + box.height).toBe(true);
    await page.waitForTimeout(TAP_GUARD_MS);
  }
  await expectNoAxeViolations(page);
  // The phone set to dark: the app follows, readable too.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(17, 17, 21)");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  // Finished asks once more, in the other row: a double tap only opens the question.
  await doubleTap(page, "Finished");
  await expect(page.getByRole("group", { name: "Is the job finished?" })).toBeVisible();
  await expect(title).toHaveText("Towing");
  await expectNoAxeViolations(page);
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "Yes, finished" }).click();
  await expect(title).toHaveText("Job finished");
  // Held on the phone for a few seconds: undone (a distinct tap, after the guard), nothing reached the customer.
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: /^Undo finishing \(\d s\)$/ }).click();
  await expect(title).toHaveText("Towing");
  await expect(page.getByRole("button", { name: "Finished", exact: true })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(progress).toHaveText("Your vehicle is being towed.");
  expect(sent).toEqual(["ON_THE_WAY", "ARRIVED", "TOWING"]);
  await page.waitForTimeout(TAP_GUARD_MS);

  await page.getByRole("button", { name: "Finished", exact: true }).click();
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "Yes, finished" }).click();
  await expect(customer.getByRole("heading", { name: "Job finished" })).toBeVisible({ timeout: 15_000 });
  expect(sent).toEqual(["ON_THE_WAY", "ARRIVED", "TOWING", "finish"]);
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The day's history keeps the finished job's customer to call back.
  const history = page.getByRole("region", { name: "Today's jobs" });
  await expect(history.getByRole("link", { name: "Call +37255512345" })).toHaveAttribute("href", "tel:+37255512345");

  await driver.operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await customer.context().close();
});
