import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { fileClaim } from "../cases/case-fixtures.ts";
import { operatorApi, pathOf } from "../fixtures/operator.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";

// A provider with its own colour and logo: every way a customer can arrive shows that brand on the first
// screen, never the default red "Hitch" wordmark (an SMS link in another brand looks like phishing).

const COLOR = "#0a7d3b";
const PLATE = "555BRD";
// A 1x1 PNG: the server scales any image into the 55x150 logo box.
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

interface Brand {
  name: string;
  externalId: string;
}

async function createBrandedService(): Promise<Brand> {
  const api = await operatorApi();
  const name = `brand${randomBytes(4).toString("hex")}`;
  const created = await api.post("/api/v1/admin/services", {
    data: { name, countryCode: "EE", defaultLanguage: "en", themeColor: COLOR, directContact: "+3725550000" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const logo = await api.put(`/api/v1/admin/services/${name}/logo`, {
    headers: { "content-type": "image/png" },
    data: LOGO_PNG,
  });
  expect(logo.ok(), await logo.text()).toBe(true);
  const insured = await api.post(`/api/v1/admin/services/${name}/vehicles/import`, {
    data: [
      {
        licensePlate: PLATE,
        mark: "Toyota",
        model: "Corolla",
        year: 2018,
        insuranceValidFrom: "2020-01-01",
        insuranceValidTo: "2099-01-01",
      },
    ],
  });
  expect(insured.ok(), await insured.text()).toBe(true);
  const workshop = await api.post("/api/v1/admin/workshops", {
    data: {
      serviceName: name,
      name: "Brand Test Workshop",
      latitude: 59.43,
      longitude: 24.75,
      address: "Pärnu mnt 1, Tallinn",
      phone: "+3725550001",
      incidentTypes: ["TECHNICAL_BREAKDOWN", "OTHER"],
    },
  });
  expect(workshop.status(), await workshop.text()).toBe(201);
  return { name, externalId: (await created.json()).externalId };
}

async function expectBrand(page: Page) {
  await expect(page.getByRole("img", { name: "Service provider logo" })).toBeVisible();
  await expect(page.getByText("Hitch", { exact: true })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim().toLowerCase()),
    )
    .toBe(COLOR);
}

let brand: Brand;
test.beforeAll(async () => {
  brand = await createBrandedService();
});

test("both partner tiles keep the service's brand on the flow's first screen", async ({ page }) => {
  await page.goto(`/partner/${brand.name}?language=en`);
  await expectBrand(page);
  await page.getByRole("link", { name: /roadside assistance/i }).click();
  await expect(page).toHaveURL(/\/assistance\/landing$/);
  await expectBrand(page);

  await page.goto(`/partner/${brand.name}?language=en`);
  await page.getByRole("link", { name: /claim/i }).click();
  await expect(page).toHaveURL(/\/claims\/incidents$/);
  await expectBrand(page);
});

test("an assistance SMS link and a claim SMS link open in the service's brand", async ({ browser }) => {
  const api = await operatorApi();
  for (const path of ["/api/v1/public/assistance-request/link", "/api/v1/public/claim-link"]) {
    const link = await (await api.post(path, { data: { serviceName: brand.name, language: "en" } })).json();
    // A new device each time: nothing remembered from the partner page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/(assistance\/landing|claims\/incidents)$/);
    await expectBrand(page);
    await context.close();
  }
});

test("the case page, the feedback page and the workshop picker open in the service's brand", async ({ browser }) => {
  const filer = await browser.newContext();
  const filed = await fileClaim(filer.request, { serviceName: brand.name, plate: PLATE });
  const invitation = await filer.request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { uuid } = await invitation.json();
  await filer.close();
  const caseLink = await (await operatorApi()).post(`/api/v1/admin/cases/${filed.caseId}/link`);
  expect(caseLink.status(), await caseLink.text()).toBe(201);

  for (const path of [
    pathOf((await caseLink.json()).url),
    `/feedback/${uuid}?caseType=CLAIM&language=en`,
    `/select-workshop-external?service=${brand.externalId}&incidentType=OTHER&vehicleMark=Toyota&language=en`,
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectBrand(page);
    await context.close();
  }
});

test("a spent link's error screen is in the service's brand, with its Call button", async ({ browser }) => {
  const api = await operatorApi();
  const created = await api.post("/api/v1/public/assistance-request/link", {
    data: { serviceName: brand.name, language: "en", ttlSeconds: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await created.json();
  await advanceServerClock(2);
  // A new device: no session and nothing remembered, only the link row knows the service.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pathOf(link.url));
  await expect(page.getByRole("heading", { name: "Link has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +3725550000" })).toHaveAttribute("href", "tel:+3725550000");
  await expectBrand(page);
  await context.close();
});
