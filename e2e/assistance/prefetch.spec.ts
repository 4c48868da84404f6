import { expect, test } from "@playwright/test";
import { GPS_POSITION, openNewRequest, saveVehicleStep, start } from "./flow.ts";

// The next small step's code is downloaded while the customer fills the current step, so going on shows the
// next screen at once rather than a spinner while its code arrives.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

test("the vehicle and incident steps' code is fetched while the step before each is on screen", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) chunks.push(name);
  });
  await openNewRequest(page);
  await expect.poll(() => chunks).toContain("vehicle-details-page");

  await start(page);
  await expect.poll(() => chunks).toContain("incidents-page");
  // Only the next step: the map's code (and Leaflet) waits until the incident step.
  expect(chunks).not.toContain("map-page");

  await saveVehicleStep(page);
  // Fetched once: the step that opens uses the code already downloaded.
  expect(chunks.filter((name) => name === "incidents-page")).toHaveLength(1);
  // The map (Leaflet) is the exception: only a customer who reaches the map step downloads it. The wait is the
  // customer's time on the incident step, well past the delay after which a step's next code is fetched
  // (use-prefetch-next-step.ts): there is nothing to wait for when nothing is fetched.
  await page.waitForTimeout(1000);
  expect(chunks).not.toContain("map-page");
});
