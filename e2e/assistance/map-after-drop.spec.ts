import { expect, test, type Page } from "@playwright/test";
import { chooseIncident, openNewRequest, saveVehicleStep, start } from "./flow.ts";

// The map step's code and styles are fetched ahead while the customer is on the incident step. A fetch lost to a
// dropped network is made again when the step opens, and the step renders only with its styles: the map stays in
// its box and Confirm on the screen.
const MAP_STEP_FILES = /\/assets\/(leaflet|map-page)-[\w-]+\.(js|css)$/;

async function expectMapStepStyled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByTestId("confirm-location")).toBeInViewport({ ratio: 1 });
  await expect(page.locator(".leaflet-marker-icon").first()).toHaveCSS("position", "absolute");
}

test("a 6-second drop on the incident step leaves the map step whole", async ({ page, context }) => {
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await context.setOffline(true);
  // The map step's files are asked for ahead (after the step is up and the browser idle), and fail.
  await page.waitForEvent("requestfailed", { predicate: (r) => MAP_STEP_FILES.test(r.url()), timeout: 15_000 });
  await page.waitForTimeout(6_000);
  await context.setOffline(false);

  await chooseIncident(page);
  await expectMapStepStyled(page);
});

test("the map step's styles and code failing on their first request are fetched again by themselves", async ({
  page,
}) => {
  const failed = new Set<string>();
  await page.route(MAP_STEP_FILES, async (route) => {
    const kind = route.request().url().endsWith(".css") ? "css" : "js";
    if (failed.has(kind)) return route.continue();
    failed.add(kind);
    return route.abort("internetdisconnected");
  });
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);

  await expectMapStepStyled(page);
  expect([...failed].sort()).toEqual(["css", "js"]);
});
