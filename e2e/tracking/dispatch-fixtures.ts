import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_KEY, E2E_BASE_URL } from "../fixtures/env.ts";
import { operatorApi, pathOf, type CreatedLink } from "../fixtures/operator.ts";

// Dispatch helpers: drivers made through the operator API, a request brought to PENDING through the
// public API with the page's own session cookie, and the driver's side through the driver API.

export interface Point {
  latitude: number;
  longitude: number;
}

/** A spot of its own for each test, so one test's drivers are never the nearest to another's customer. */
export function somewhereInEstonia(): Point {
  return { latitude: 58.1 + Math.random() * 1.3, longitude: 22.6 + Math.random() * 4.4 };
}

/** About `meters` north of `p`. */
export function north(p: Point, meters: number): Point {
  return { latitude: p.latitude + meters / 111_320, longitude: p.longitude };
}

export interface TestDriver {
  id: number;
  fullName: string;
  api: APIRequestContext;
}

export async function createDriver(
  at: Point,
  fullName: string,
  baseURL = E2E_BASE_URL,
  admin?: APIRequestContext,
): Promise<TestDriver> {
  const operator = admin ?? (await operatorApi());
  const res = await operator.post("/api/v1/admin/drivers", {
    data: { fullName, phoneNumber: "+3725551234", company: "E2E Puksiir OÜ", ...at, available: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, token } = await res.json();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  return { id, fullName, api };
}

/** The driver starts a shift in a truck with this plate, so requests are offered to them. */
export async function goOnDuty(driver: TestDriver, shiftPlate = "456trk"): Promise<void> {
  const duty = await driver.api.put("/api/v1/driver/duty", { data: { onDuty: true, shiftPlate } });
  expect(duty.status(), await duty.text()).toBe(200);
}

/** Takes the driver out of dispatch so later tests' requests are never offered to them. */
export async function retireDriver(driver: TestDriver): Promise<void> {
  const operator = await operatorApi();
  await operator.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await driver.api.dispose();
}

/**
 * Opens a fresh assistance link in the page (which gives the page its session cookie), fills the
 * request through the public API with that cookie and submits it: the request is PENDING and
 * dispatch starts. Then the page opens the tracking screen.
 */
export async function submitRequestFromPage(
  page: Page,
  /** Where the car is; the address defaults to one every spec's requests share. */
  at: Point & { address?: string },
  link: { serviceName?: string; language?: string } = {},
  baseURL = E2E_BASE_URL,
): Promise<CreatedLink> {
  const created = await createLink(baseURL, link);
  await page.goto(pathOf(created.url));
  await expect(page).toHaveURL(/\/assistance\/landing$/);
  const base = `/api/v1/public/assistance-request/${created.id}`;
  const steps: [string, unknown][] = [
    ["vehicle", { licensePlate: "123ABC" }],
    ["contact", { name: "Kati Karu", phone: "55512345", phonePrefix: "+372" }],
    ["incident", { incidentType: "FLAT_TIRES" }],
    ["location", { latitude: at.latitude, longitude: at.longitude, address: at.address ?? "E2E tee 1" }],
    ["additional-info", { email: null, description: "Front left tyre is flat." }],
  ];
  for (const [step, data] of steps) {
    const res = await page.request.patch(`${base}/${step}`, { data });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
  const submit = await page.request.put(base);
  expect(submit.status(), await submit.text()).toBe(200);
  await page.goto("/assistance/track-driver");
  return created;
}

/** An assistance link made by the operator API of the server at `baseURL`. */
export async function createLink(baseURL: string, body: Record<string, unknown> = {}): Promise<CreatedLink> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  const res = await operator.post("/api/v1/public/assistance-request/link", { data: { serviceName: "demo", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  const created: CreatedLink = await res.json();
  await operator.dispose();
  return created;
}

/** Waits until the driver is offered this request and returns the offer's id. */
export async function waitForOffer(driver: TestDriver, requestId: number): Promise<number> {
  let offerId = 0;
  await expect
    .poll(
      async () => {
        const res = await driver.api.get("/api/v1/driver/offers");
        const offers: { id: number; assistanceRequestId: number }[] = res.ok() ? await res.json() : [];
        offerId = offers.find((o) => o.assistanceRequestId === requestId)?.id ?? 0;
        return offerId;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(0);
  return offerId;
}

export async function accept(driver: TestDriver, offerId: number): Promise<void> {
  const res = await driver.api.post(`/api/v1/driver/offers/${offerId}/accept`);
  expect(res.status(), await res.text()).toBe(200);
}

/** The request's status as the server has it, read with the page's session. */
export async function serverStatus(page: Page, requestId: number): Promise<string> {
  const res = await page.request.get(`/api/v1/public/assistance-request/${requestId}/status`);
  return (await res.json()).status;
}

/** What the assistance session store persisted in the browser. */
export async function storedSession(page: Page): Promise<{ isTestService: boolean; requestId: number | null }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("hitch.assistance.session") ?? "{}").state);
}

/**
 * A service flagged as a test service (the app must clear the stored flag when a job ends), with
 * the plate the fixtures use insured under it. Creating it twice is fine.
 */
export async function ensureTestService(name: string, baseURL = E2E_BASE_URL): Promise<void> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  const created = await operator.post("/api/v1/admin/services", {
    data: { name, countryCode: "EE", defaultLanguage: "en", directContact: "+3726001234", isTestService: true },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  const imported = await operator.post("/api/v1/admin/vehicles/import", {
    data: {
      serviceName: name,
      rows: [
        {
          licensePlate: "123ABC",
          mark: "Toyota",
          model: "Corolla",
          year: 2018,
          insuranceValidFrom: "2020-01-01",
          insuranceValidTo: "2099-12-31",
        },
      ],
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await operator.dispose();
}
