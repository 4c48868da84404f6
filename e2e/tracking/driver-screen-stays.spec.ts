import { expect, test, type Page } from "@playwright/test";
import {
  accept,
  createDriver,
  north,
  retireDriver,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
  type TestDriver,
} from "./dispatch-fixtures.ts";

// Once the customer sees who is coming, the screen never falls back to a spinner: not when the order's summary
// arrives (its texts load then), not on a reload, not when the driver moves or reports progress.
const drivers: TestDriver[] = [];
test.describe.configure({ timeout: 120_000 });
test.afterEach(async () => {
  for (const driver of drivers.splice(0)) await retireDriver(driver);
});

/** Records, from the page's first script on, whether the driver's card ever left the screen after it was shown. */
async function watchDriverCard(page: Page) {
  await page.addInitScript(() => {
    const state = { shown: false, lost: false };
    (window as unknown as { driverCard: typeof state }).driverCard = state;
    new MutationObserver(() => {
      // A suspended screen stays in the document, hidden under its spinner: visibility is what counts.
      const card = document.querySelector('[data-testid="driver-name"]');
      if (card?.checkVisibility()) state.shown = true;
      else if (state.shown) state.lost = true;
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["style", "class", "hidden"],
    });
  });
}
const driverCard = (page: Page) =>
  page.evaluate(() => (window as unknown as { driverCard: { shown: boolean; lost: boolean } }).driverCard);

test("the driver's screen stays up from the accept on, also after a reload, a move and a progress report", async ({
  page,
}) => {
  await watchDriverCard(page);
  const customer = somewhereInEstonia();
  const driver = await createDriver(north(customer, 3000), "Priit Püsiv");
  drivers.push(driver);
  const request = await submitRequestFromPage(page, customer);
  await accept(driver, await waitForOffer(driver, request.id));
  await expect(page.getByTestId("driver-name")).toHaveText("Priit Püsiv");
  await expect(page.getByTestId("order-reference")).toHaveText(request.externalId);

  // A reload opens tracking first: its texts and the summary's load while the driver is already on screen.
  await page.reload();
  await expect(page.getByTestId("driver-name")).toHaveText("Priit Püsiv");
  await expect(page.getByTestId("order-reference")).toHaveText(request.externalId);
  expect((await driver.api.post("/api/v1/driver/location", { data: north(customer, 1000) })).status()).toBe(204);
  const onTheWay = await driver.api.post(`/api/v1/driver/jobs/${request.id}/progress`, {
    data: { progress: "ON_THE_WAY" },
  });
  expect(onTheWay.status(), await onTheWay.text()).toBe(200);
  await expect(page.getByTestId("job-progress")).toHaveText(/on the way/i);
  await expect(page.getByTestId("truck-map")).toHaveAttribute("data-truck", /.+/);
  expect(await driverCard(page)).toEqual({ shown: true, lost: false });
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
});
