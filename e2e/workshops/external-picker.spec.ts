import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";

// A provider's page on its own origin, stood in for by a routed fake host.
const PROVIDER = "https://insurer.example";
const PICKER = "/select-workshop-external";
const cards = (page: Page) => page.getByTestId("workshop-card");
const names = (page: Page) => cards(page).locator("h2").allInnerTexts();

/** The map shows the nearest workshop (the first card) inside its frame, not panned or zoomed away from it. */
async function expectNearestOnTheMap(page: Page) {
  const nearest = (await names(page))[0];
  const map = page.getByRole("region", { name: "Workshops on the map" });
  const marker = map.locator(`.leaflet-marker-icon[alt="${nearest}"]`);
  await expect(marker).toBeVisible();
  await expect(async () => {
    const [frame, pin] = [await map.boundingBox(), await marker.boundingBox()];
    expect(pin!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(pin!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(pin!.x + pin!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(pin!.y + pin!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
  }).toPass();
}

test("filters from the query choose the list; changing them in the form reloads it", async ({ page }) => {
  await page.goto(
    `${PICKER}?service=SV-DEMO&incidentType=WINDSHIELD_DAMAGE&vehicleMark=Toyota&vehicleYear=2018&language=en`,
  );
  await expect(page.getByRole("heading", { name: "Choose a workshop" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  let shown = await names(page);
  expect(shown).toContain("Mustamäe Klaasikeskus");
  expect(shown).not.toContain("Ülemiste Toyota Service");
  // The map loads lazily and shows one marker per workshop even without tiles.
  await expect(page.getByRole("region", { name: "Workshops on the map" }).locator(".leaflet-marker-icon")).toHaveCount(
    shown.length,
  );
  await expectNearestOnTheMap(page);
  await expectNoAxeViolations(page);

  await page.locator("summary").click();
  await page.getByLabel("What happened").selectOption("TRAFFIC_ACCIDENT");
  await page.getByRole("button", { name: "Show workshops" }).click();
  await expect(page).toHaveURL(/incidentType=TRAFFIC_ACCIDENT/);
  await expect(cards(page).filter({ hasText: "Ülemiste Toyota Service" })).toBeVisible();
  shown = await names(page);
  expect(shown).not.toContain("Mustamäe Klaasikeskus");
  // The open map frames the new list.
  await expectNearestOnTheMap(page);

  // A make the Toyota shop does not take.
  await page.goto(`${PICKER}?service=SV-DEMO&incidentType=TRAFFIC_ACCIDENT&vehicleMark=Volvo`);
  await expect(cards(page).first()).toBeVisible();
  expect(await names(page)).not.toContain("Ülemiste Toyota Service");
});

test("without filters it asks for them; without a known service it is an invalid link", async ({ page }) => {
  await page.goto(`${PICKER}?service=SV-DEMO`);
  await expect(page.getByText("Choose what happened and enter the vehicle make to see the workshops.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("What happened").selectOption("THEFT");
  await page.getByLabel("Vehicle make").fill("Škoda");
  await page.getByRole("button", { name: "Show workshops" }).click();
  await expect(cards(page).first()).toBeVisible();

  for (const query of ["", "?service=NO-SUCH-SERVICE&incidentType=THEFT&vehicleMark=Audi"]) {
    await page.goto(PICKER + query);
    await expect(page.getByRole("heading", { name: "Invalid link" })).toBeVisible();
  }
});

test("a choice goes back to the provider's returnUrl with workshopId and workshopName", async ({ page }) => {
  await page.route(`${PROVIDER}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Provider</title><h1>Back at the provider</h1>" }),
  );
  const back = encodeURIComponent(`${PROVIDER}/claims/42?step=workshop`);
  await page.goto(`${PICKER}?service=SV-DEMO&incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&returnUrl=${back}`);
  const card = cards(page).filter({ hasText: "Ülemiste Toyota Service" });
  await card.getByRole("button", { name: "Choose this workshop" }).click();
  await expect(page).toHaveURL(/^https:\/\/insurer\.example\/claims\/42\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("step")).toBe("workshop");
  expect(url.searchParams.get("workshopName")).toBe("Ülemiste Toyota Service");
  expect(Number(url.searchParams.get("workshopId"))).toBeGreaterThan(0);
});

test("a returnUrl that is not http(s) is refused", async ({ page }) => {
  for (const bad of ["javascript:alert(document.domain)", "data:text/html,hi", "/relative/path"]) {
    await page.goto(
      `${PICKER}?service=SV-DEMO&incidentType=THEFT&vehicleMark=Audi&returnUrl=${encodeURIComponent(bad)}`,
    );
    await expect(
      page.getByRole("heading", { name: "This page was opened with an invalid return address." }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  }
});

test("opened as a popup, the choice is posted to the opener's origin and the popup closes", async ({
  page,
  baseURL,
}) => {
  // Any Cross-Origin-Opener-Policy but unsafe-none would cut a cross-origin opener off. Checked first, so that
  // regression fails here with its cause rather than as a popup that never posts.
  const coop = (await page.request.get(`${baseURL}${PICKER}`)).headers()["cross-origin-opener-policy"];
  expect(
    [undefined, "unsafe-none"],
    `the picker must keep its opener, not send Cross-Origin-Opener-Policy: ${coop}`,
  ).toContain(coop);

  await page.route(`${PROVIDER}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<title>Provider</title><script>window.got = []; addEventListener("message", (e) => window.got.push({ origin: e.origin, data: e.data }));</script>`,
    }),
  );
  await page.goto(`${PROVIDER}/claims/42`);
  const pickerUrl = `${baseURL}${PICKER}?service=SV-DEMO&incidentType=THEFT&vehicleMark=Audi&origin=${encodeURIComponent(PROVIDER)}`;
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate((url) => void window.open(url, "picker", "popup"), pickerUrl),
  ]);
  const card = cards(popup).first();
  const name = await card.locator("h2").innerText();
  const closed = popup.waitForEvent("close");
  // The click's own handler closes the popup: when that happens before the browser has answered the click,
  // Playwright reports the click as failed. Only that failure is let through, and only with the popup closed.
  await card
    .getByRole("button", { name: "Choose this workshop" })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
  const got = await page.evaluate(
    () =>
      (
        window as unknown as {
          got: { origin: string; data: { type: string; workshop: { name: string; id: number } } }[];
        }
      ).got,
  );
  expect(got).toHaveLength(1);
  expect(got[0].origin).toBe(new URL(baseURL!).origin);
  expect(got[0].data.type).toBe("hitch:workshop-selected");
  expect(got[0].data.workshop.name).toBe(name);
});

test("the picker is translated in all five languages", async ({ page }) => {
  for (const language of ["en", "et", "ru", "lv", "lt"]) {
    const texts = JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${language}/workshops.json`, import.meta.url), "utf8"),
    );
    await page.goto(`${PICKER}?service=SV-DEMO&incidentType=OTHER&vehicleMark=Toyota&language=${language}`);
    await expect(page.locator("main h1")).toHaveText(texts.title);
    await expect(cards(page).first().getByRole("button")).toHaveText(texts.choose);
    await expect(page.locator("summary")).toContainText(texts.incidents.OTHER);
    expect(await page.locator("body").innerText(), language).not.toMatch(
      /\b(workshops|common):[\w.]+|\b(filters|map|incidents)\.[a-zA-Z]\w*/,
    );
  }
});
