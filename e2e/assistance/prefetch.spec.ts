import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { chooseIncident as chooseClaimIncident, next, openClaim } from "../claims/damage-report-flow.ts";
import { claimAtAccidentDetails, fillAccidentDetails } from "../claims/filing-flow.ts";
import { chooseIncident, GPS_POSITION, openNewRequest, saveMapStep, saveVehicleStep, start } from "./flow.ts";

// The next step's code is downloaded while the customer is on the current step (once it is up and the browser
// idle), so going on shows the next screen at once rather than a spinner while its code arrives.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

/** The app's chunks as they are requested, by name ('map-page' for /assets/map-page-1a2b3c4d.js). */
function chunkLog(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

/** Counts, from the page's first script on, every time a screen-wide 'Loading…' spinner is put on the page. */
async function countSpinners(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const log = { spinners: 0 };
    (window as unknown as { spinnerLog: typeof log }).spinnerLog = log;
    new MutationObserver(() => {
      for (const spinner of Array.from(document.querySelectorAll('div[role="status"]')))
        if (!seen.has(spinner)) {
          seen.add(spinner);
          log.spinners++;
        }
    }).observe(document, { childList: true, subtree: true });
  });
}
const spinnersSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { spinnerLog: { spinners: number } }).spinnerLog.spinners);

test("each assistance step's code, Leaflet and the photos' included, is fetched while the step before is on screen", async ({
  page,
}) => {
  const chunks = chunkLog(page);
  await openNewRequest(page);
  await expect.poll(() => chunks).toContain("vehicle-details-page");
  // Only the next step: the map's code (and Leaflet) waits until the incident step.
  expect(chunks).not.toContain("map-page");

  await start(page);
  await expect.poll(() => chunks).toContain("incidents-page");
  expect(chunks).not.toContain("map-page");

  await saveVehicleStep(page);
  await expect.poll(() => chunks).toContain("map-page");
  expect(chunks).toContain("leaflet");
  expect(chunks).not.toContain("additional-details-page");

  await chooseIncident(page);
  await expect.poll(() => chunks).toContain("additional-details-page");
  await saveMapStep(page);
  await expect.poll(() => chunks).toContain("tracking-page");
  // Fetched once: each step that opened used the code already downloaded.
  for (const name of ["incidents-page", "map-page", "leaflet", "additional-details-page"])
    expect(chunks.filter((chunk) => chunk === name)).toHaveLength(1);
});

test("the map step opens without a spinner once its code has arrived, even on a slow network", async ({
  page,
  context,
}) => {
  await countSpinners(context);
  const chunks = chunkLog(page);
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await expect.poll(() => chunks).toContain("map-page");
  await page.waitForLoadState("networkidle");

  // From here every request takes a second: a step whose code had to be downloaded now would show its spinner.
  await context.route("**/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
  const before = await spinnersSoFar(page);
  await page.locator('[data-tile="EMPTY_BATTERY"]').click();
  await expect(page).toHaveURL(/\/assistance\/map$/);
  await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
  await expect(page.getByTestId("confirm-location")).toBeVisible();
  expect(await spinnersSoFar(page)).toBe(before);
});

test("the claim's next step is fetched while the customer is on the current one and opens without a spinner", async ({
  page,
  context,
}) => {
  await countSpinners(context);
  const chunks = chunkLog(page);
  await openClaim(page);
  await expect.poll(() => chunks).toContain("vehicle-details-step");
  await page.waitForLoadState("networkidle");
  const before = await spinnersSoFar(page);
  await chooseClaimIncident(page, "TRAFFIC_ACCIDENT");
  await expect(page.locator('input[name="licensePlate"]')).toBeVisible();
  expect(await spinnersSoFar(page)).toBe(before);
  // The traffic accident's list goes on to the damage diagram: its code comes while the vehicle step is open.
  await expect.poll(() => chunks).toContain("damage-location-step");
});

/** The claim's workshop list requests as they are made, each by its query ('latitude=…' once a place is picked). */
function workshopListLog(page: Page): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/\/claims\/[^/]+\/workshops$/.test(url.pathname)) requests.push(url.searchParams);
  });
  return requests;
}
const ACCIDENT_ANSWERS = { whoCaused: "ME", authoritiesNotified: false, personalInjury: false } as const;

test("the workshop list is fetched, from the picked place, while the accident step is open and shows without a spinner", async ({
  page,
  context,
}) => {
  await countSpinners(context);
  const lists = workshopListLog(page);
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ACCIDENT_ANSWERS);
  await expect.poll(() => lists.some((query) => query.has("latitude"))).toBe(true);
  await page.waitForLoadState("networkidle");

  // Every request now takes a second: a list the workshop step had to ask for would show its spinner meanwhile.
  await context.route("**/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
  const before = await spinnersSoFar(page);
  const asked = lists.length;
  await next(page, "select-workshop");
  await expect(page.getByTestId("workshop-card").first()).toContainText("km from the accident");
  expect(await spinnersSoFar(page)).toBe(before);
  expect(lists).toHaveLength(asked);
});

test("a phone saving data fetches nothing ahead", async ({ page, context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );
  const chunks = chunkLog(page);
  await openNewRequest(page);
  await page.waitForTimeout(3000);
  expect(chunks).not.toContain("vehicle-details-page");
  await start(page);
  expect(chunks).toContain("vehicle-details-page");
});

test("a phone saving data asks for the workshop list only on the workshop step", async ({ page, context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );
  const lists = workshopListLog(page);
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ACCIDENT_ANSWERS);
  await page.waitForTimeout(3000);
  expect(lists).toHaveLength(0);
  await next(page, "select-workshop");
  await expect(page.getByTestId("workshop-card").first()).toContainText("km from the accident");
  expect(lists).toHaveLength(1);
});
