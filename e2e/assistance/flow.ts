import { truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { createAssistanceLink, pathOf, type CreatedLink } from "../fixtures/operator.ts";

// Steps of the assistance flow as a user takes them, shared by the assistance specs.

export const GPS_POSITION = { latitude: 59.437, longitude: 24.7536 };

export async function openNewRequest(page: Page, body: Record<string, unknown> = {}): Promise<CreatedLink> {
  const link = await createAssistanceLink(body);
  await page.goto(pathOf(link.url));
  await expect(page).toHaveURL(/\/assistance\/landing$/);
  return link;
}

export async function start(page: Page) {
  await page.locator("main").getByRole("button").click();
  await expect(page).toHaveURL(/\/assistance\/vehicle-details$/);
}

export const plateField = (page: Page) => page.locator('input[name="vehicleNumber"]');

export async function lookUp(page: Page, plate: string) {
  await plateField(page).fill(plate);
  await plateField(page).press("Enter");
}

export async function fillVehicleAndContact(page: Page, plate = "123ABC", name = "Mari Maasikas", phone = "5551234") {
  await lookUp(page, plate);
  await expect(page.getByTestId("vehicle-card")).toBeVisible();
  await page.locator('input[name="fullName"]').fill(name);
  await page.locator('input[name="phoneNumber"]').fill(phone);
}

export const submitButton = (page: Page) => page.locator('main form button[type="submit"]');

export async function saveVehicleStep(page: Page, plate = "123ABC") {
  await fillVehicleAndContact(page, plate);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/incidents$/);
}

export async function chooseIncident(page: Page, type = "EMPTY_BATTERY") {
  await page.locator(`[data-tile="${type}"]`).click();
  await expect(page).toHaveURL(/\/assistance\/map$/);
}

/** Opens the confirmation modal for the pin where it is and waits for its address. */
export async function confirmPin(page: Page) {
  await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
  await page.getByTestId("confirm-location").click();
  await expect(page.locator("dialog[open]")).toBeVisible();
}

export async function saveMapStep(page: Page) {
  await confirmPin(page);
  await expect(page.getByTestId("pin-address")).toBeVisible();
  await page.getByTestId("save-location").click();
  await expect(page).toHaveURL(/\/assistance\/additional-details$/);
}

/** A new request walked to its details step: vehicle and contact, an incident and the map saved. */
export async function walkToDetails(page: Page, body: Record<string, unknown> = {}): Promise<CreatedLink> {
  const link = await openNewRequest(page, body);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
  return link;
}

/** The request as the server has it, read with the page's own session cookie. */
export async function serverRequest(page: Page, id: number) {
  const res = await page.request.get(`/api/v1/public/assistance-request/${id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

export { jpeg, tempDir } from "../fixtures/photo-files.ts";

/** A file of the given size without writing its bytes (sparse). */
export function sparseFile(dir: string, name: string, bytes: number): string {
  const path = join(dir, name);
  writeFileSync(path, "");
  truncateSync(path, bytes);
  return path;
}

export function textFile(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
