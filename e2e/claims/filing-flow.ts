import { expect, type Page } from "@playwright/test";
import { openClaim, serviceFor } from "./damage-report-flow.ts";
import { E2E_ADMIN_KEY } from "../fixtures/env.ts";

// Steps of the claim's filing (accident details to claim received) as a user takes them, and the damage report filled through the
// public API with the page's own session (as the app would send it), for the filing specs.

export const INCIDENTS = [
  "WINDSHIELD_DAMAGE",
  "TRAFFIC_ACCIDENT",
  "HIT_WILD_ANIMAL",
  "TECHNICAL_BREAKDOWN",
  "THEFT",
  "VANDALISM_OR_FIRE",
  "OTHER",
] as const;
export type Incident = (typeof INCIDENTS)[number];

/** The accident-details rules, written out here so a wrong rule in the contract fails the tests. */
export const SHOWN = {
  whoCaused: (i: Incident) => i === "TRAFFIC_ACCIDENT" || i === "OTHER",
  authoritiesNotified: (i: Incident) => i !== "WINDSHIELD_DAMAGE" && i !== "TECHNICAL_BREAKDOWN",
  personalInjury: (i: Incident) => i === "TRAFFIC_ACCIDENT" || i === "HIT_WILD_ANIMAL" || i === "OTHER",
};
const COLLISIONS: readonly string[] = ["TRAFFIC_ACCIDENT", "HIT_WILD_ANIMAL", "OTHER"];

const claimsApi = (id: number) => `/api/v1/public/claims/${id}`;

async function ok(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const res = await page.request.fetch(path, { method, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
}

/** Incident, vehicle 123ABC, notifier (the driver) and 'no other parties', saved through the API. */
export async function fillFirstHalfByApi(page: Page, id: number, incident: Incident) {
  await ok(page, "POST", `${claimsApi(id)}/incident`, { claimIncidentType: incident });
  await ok(page, "POST", `${claimsApi(id)}/vehicle-details`, { licensePlate: "123ABC" });
  const asksDriver = incident !== "THEFT" && incident !== "VANDALISM_OR_FIRE";
  await ok(page, "POST", `${claimsApi(id)}/notifier-info`, {
    notifier: {
      contact: { name: "Mari Maasikas", email: "mari@example.com", phone: "5551234", phonePrefix: "+372" },
      personalCode: "49001010002",
    },
    driver: null,
    isContactDriver: asksDriver ? true : null,
  });
  if (COLLISIONS.includes(incident))
    await ok(page, "PUT", `${claimsApi(id)}/other-parties-details`, {
      otherPartiesInvolved: false,
      otherPartiesInfo: null,
    });
}

/** A claim link opened in the page, the damage report saved, and the page on accident details. */
export async function claimAtAccidentDetails(page: Page, incident: Incident, flag: boolean, language = "en") {
  const link = await openClaim(page, { serviceName: serviceFor(flag), language });
  await fillFirstHalfByApi(page, link.id, incident);
  await page.goto("/claims/accident-details");
  await expect(page.locator('input[name="accidentDate"]')).toBeVisible();
  return link;
}

export const dateField = (page: Page) => page.locator('input[name="accidentDate"]');
export const hoursField = (page: Page) => page.locator('select[name="accidentHours"]');
export const minutesField = (page: Page) => page.locator('select[name="accidentMinutes"]');
export const addressField = (page: Page) => page.locator('input[name="accidentAddress"]');
export const descriptionField = (page: Page) => page.locator('textarea[name="accidentDescription"]');

/** Types part of a place name and picks the first suggestion; returns the chosen text. */
export async function pickPlace(page: Page, typed = "Tallinn") {
  await addressField(page).fill(typed);
  const first = page.getByTestId("place-suggestions").getByRole("button").first();
  await expect(first).toBeVisible();
  const text = (await first.innerText()).trim();
  await first.click();
  await expect(addressField(page)).toHaveValue(text);
  return text;
}

export interface AccidentAnswers {
  whoCaused: "ME" | "OTHER" | "UNKNOWN";
  authoritiesNotified: boolean;
  personalInjury: boolean;
}

/** Fills every field the incident shows; the questions it does not show must not be there. */
export async function fillAccidentDetails(
  page: Page,
  incident: Incident,
  answers: AccidentAnswers,
  o: { date?: string; hours?: string; minutes?: string; description?: string } = {},
) {
  await dateField(page).fill(o.date ?? "15/01/2026");
  await hoursField(page).selectOption(o.hours ?? "08");
  await minutesField(page).selectOption(o.minutes ?? "30");
  const address = await pickPlace(page);
  await descriptionField(page).fill(o.description ?? `Filing test: ${incident}`);
  for (const key of ["whoCaused", "authoritiesNotified", "personalInjury"] as const) {
    const radios = page.locator(`input[name="${key}"]`);
    if (!SHOWN[key](incident)) {
      await expect(radios).toHaveCount(0);
      continue;
    }
    const value = answers[key];
    await radios.and(page.locator(`[value="${typeof value === "boolean" ? (value ? "yes" : "no") : value}"]`)).check();
  }
  return address;
}

export async function chooseSettlement(page: Page, type: "REPAIR" | "MONEY") {
  await page.locator(`input[name="claimSettlementType"][value="${type}"]`).check();
}

/** Chooses the nearest workshop; returns its name. */
export async function chooseNearestWorkshop(page: Page) {
  const card = page.getByTestId("workshop-card").first();
  await expect(card).toBeVisible();
  const name = (await card.locator("h2").innerText()).trim();
  await card.getByRole("button").click();
  return name;
}

export const submitButton = (page: Page) => page.getByTestId("claim-submit");

/** Sets the two channels, ticks the agreement and submits. */
export async function submitCommunication(page: Page, channels: { email: boolean; sms: boolean }) {
  await page.locator('input[name="email"]').setChecked(channels.email);
  await page.locator('input[name="sms"]').setChecked(channels.sms);
  await page.locator('input[name="agreement"]').check();
  await submitButton(page).click();
}

/** The flag-on ending: the built-in assessment page with the claim's summary. */
export async function expectAssessmentPage(page: Page, externalId: string) {
  await expect(page).toHaveURL(/\/assessment\/[\w.-]+$/);
  await expect(page.locator("body")).toContainText(externalId);
}

export async function expectClaimReceived(page: Page) {
  await expect(page).toHaveURL(/\/claims\/claim-received$/);
  await expect(page.locator("main h1")).toHaveText("Your claim has been received");
}

/** The claim as the server has it, read with the page's own session cookie. */
/** The claim as saved, read through the operator API: a filed claim's own session sees only its outcome. */
export async function storedClaim(page: Page, id: number) {
  const res = await page.request.get(`/api/v1/admin/claims/${id}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}
