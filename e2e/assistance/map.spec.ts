import { expect, test, type Page } from "@playwright/test";
import { operatorApi } from "../fixtures/operator.ts";
import { chooseIncident, confirmPin, GPS_POSITION, openNewRequest, saveVehicleStep, start } from "./flow.ts";

async function toMap(page: Page) {
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
}

test.describe("with GPS allowed", () => {
  test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

  test("the search box suggests places and choosing one moves the pin there", async ({ page }) => {
    await toMap(page);
    await page.locator('input[type="search"]').fill("Keila");
    const suggestion = page.getByRole("button", { name: /Keila/ }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await confirmPin(page);
    await expect(page.getByTestId("pin-address")).toHaveText("Keila, EE");
  });

  test("the pin moves where the map is tapped, even without map tiles", async ({ page }) => {
    await toMap(page);
    await expect(page.getByTestId("use-my-location")).toBeEnabled();
    const map = page.locator(".leaflet-container");
    const box = (await map.boundingBox())!;
    const before = await page.locator(".leaflet-marker-icon").boundingBox();
    await map.click({ position: { x: 40, y: box.height - 40 } });
    // The pin is redrawn on React's next render after the tap, not within the click.
    const pinX = async () => Math.round((await page.locator(".leaflet-marker-icon").boundingBox())!.x);
    await expect.poll(pinX).not.toBe(Math.round(before!.x));
    await confirmPin(page);
    await expect(page.getByTestId("pin-address")).toContainText("from");
  });

  test("Back with the confirmation open closes it and stays on the map step", async ({ page }) => {
    await toMap(page);
    await confirmPin(page);
    await page.goBack();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/assistance\/map$/);
    // Closing it with its own button does not leave the step either.
    await confirmPin(page);
    await page.locator("dialog[open]").getByRole("button", { name: "Change" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/assistance\/map$/);
  });

  test("an address that cannot be fetched says so, and offline says to check the network", async ({ page }) => {
    await toMap(page);
    await page.route("**/geocode?**", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 503, code: "GEOCODER_UNAVAILABLE" }),
      }),
    );
    await confirmPin(page);
    await expect(page.locator("dialog[open]")).toContainText("Failed to retrieve address. Please try again.");
    await page.keyboard.press("Escape");
    await page.route("**/geocode?**", (route) => route.abort());
    await confirmPin(page);
    await expect(page.locator("dialog[open]")).toContainText(
      "Network outage detected. Please make sure connection is working and try again.",
    );
  });

  test("a location that cannot be saved says so and stays on the map", async ({ page }) => {
    await toMap(page);
    await page.route("**/location", (route) => route.fulfill({ status: 500, body: "" }));
    await confirmPin(page);
    await expect(page.getByTestId("pin-address")).toBeVisible();
    await page.getByTestId("save-location").click();
    await expect(page.locator("dialog[open]")).toContainText("Failed to save location. Please try again.");
    await expect(page).toHaveURL(/\/assistance\/map#confirm-location$/);
  });
});

test("with GPS denied the untouched default pin cannot be saved; a pin placed by hand can", async ({ page }) => {
  await toMap(page);
  await expect(page.getByRole("alert")).toContainText(
    "Location could not be retrieved. Please locate the position on map.",
  );
  await page.getByTestId("confirm-location").click();
  await expect(page.getByText("Show us where your vehicle is first")).toBeVisible();
  await expect(page.locator("dialog[open]")).toHaveCount(0);

  const map = page.locator(".leaflet-container");
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 30 } });
  await expect(page.getByText("Show us where your vehicle is first")).toHaveCount(0);
  await confirmPin(page);
  await expect(page.getByTestId("pin-address")).toContainText(" from ");
  await page.getByTestId("save-location").click();
  await expect(page).toHaveURL(/\/assistance\/additional-details$/);
});

test("with a keyboard the map is moved with the arrow keys and Enter puts the pin at its centre", async ({ page }) => {
  await toMap(page);
  await page.getByRole("alert").getByRole("button").click();
  const pin = page.locator(".leaflet-marker-icon");
  const centred = Math.round((await pin.boundingBox())!.x);
  await page.locator(".leaflet-container").focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  // The map moved under the pin, taking the pin with it...
  await expect.poll(async () => Math.round((await pin.boundingBox())!.x)).toBeLessThan(centred - 20);
  // Leaflet animates each arrow's pan: Enter must come once the map has come to rest.
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const x = Math.round((await pin.boundingBox())!.x);
      const resting = x === last;
      last = x;
      return resting;
    })
    .toBe(true);
  // ...and Enter brings it to the centre, now a different place.
  await page.keyboard.press("Enter");
  await expect.poll(async () => Math.abs((await pin.boundingBox())!.x - centred)).toBeLessThan(3);
  await confirmPin(page);
  await expect(page.locator("dialog[open]")).not.toContainText("59.42407, 24.79151");
  await expect(page.locator("dialog[open]")).toContainText("59.42407, 24.");
});

test("Leaflet and the map code are downloaded once, never before the step ahead of the map", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await openNewRequest(page);
  await start(page);
  // The vehicle step fetches the incident step's code ahead, not the map's (e2e/assistance/prefetch.spec.ts): once
  // that has been fetched, what the step fetches ahead has been.
  await expect.poll(() => scripts.some((s) => /incidents-page/.test(s))).toBe(true);
  expect(scripts.filter((s) => /leaflet|map-page/.test(s))).toEqual([]);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await expect(page.locator(".leaflet-container")).toBeVisible();
  expect(scripts.filter((s) => /leaflet/.test(s))).toHaveLength(1);
  expect(scripts.filter((s) => /map-page/.test(s))).toHaveLength(1);
});

/** A Lithuanian service with the flow's test vehicle, made once (an existing one is kept). */
async function ensureLithuanianService(name: string) {
  const operator = await operatorApi();
  const created = await operator.post("/api/v1/admin/services", {
    data: { name, countryCode: "LT", defaultLanguage: "en", directContact: "+37060000000", isTestService: true },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  const vehicle = { licensePlate: "123ABC", mark: "Toyota", model: "Corolla", year: 2018 };
  const rows = [{ ...vehicle, insuranceValidFrom: "2020-01-01", insuranceValidTo: "2099-12-31" }];
  const imported = await operator.post("/api/v1/admin/vehicles/import", { data: { serviceName: name, rows } });
  expect(imported.ok(), await imported.text()).toBe(true);
  await operator.dispose();
}

for (const { country, serviceName, capital, at } of [
  { country: "LV", serviceName: "demo-lv", capital: "Riga", at: /^56\.9\d+, 24\.1\d+$/ },
  { country: "LT", serviceName: "e2e-map-lt", capital: "Vilnius", at: /^54\.6\d+, 25\.2\d+$/ },
]) {
  test(`with GPS denied an ${country} service's map starts at ${capital}, and the search prefers its region`, async ({
    page,
  }) => {
    if (country === "LT") await ensureLithuanianService(serviceName);
    await openNewRequest(page, { serviceName, language: "en" });
    await start(page);
    await saveVehicleStep(page);
    await chooseIncident(page);
    await page.getByRole("alert").getByRole("button").click();
    // Enter puts the pin at the map's centre, where the map opened.
    await page.locator(".leaflet-container").focus();
    await page.keyboard.press("Enter");
    await confirmPin(page);
    await expect(page.locator("dialog[open]").getByText(at)).toBeVisible();
    await page.locator("dialog[open]").getByRole("button", { name: "Change" }).click();
    // Estonia is Lithuania's neighbour's neighbour, outside its search region: the Syrian Tartus may come up there.
    if (country !== "LV") return;

    // 'Tartu' is an Estonian town and a Syrian one: a Latvian service, next door to Estonia, is offered the Estonian one.
    await page.locator('input[type="search"]').fill("Tartu");
    const suggestions = page.getByRole("list", { name: "Suggested places" }).getByRole("button");
    await expect(suggestions.first()).toContainText("Tartu");
    await expect(suggestions.filter({ hasText: "SY" })).toHaveCount(0);
  });
}
