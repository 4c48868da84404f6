import { expect, type Page } from "@playwright/test";
import { createClaimLink, pathOf, type CreatedLink } from "../fixtures/operator.ts";

// Steps of the claim's damage report (incident to other parties) as a user takes them, shared by its specs.

/** 'demo' has isMotionsCloudEnabled off, 'demo-lv' on. */
export const serviceFor = (flag: boolean) => (flag ? "demo-lv" : "demo");

export async function openClaim(page: Page, body: Record<string, unknown> = {}): Promise<CreatedLink> {
  const link = await createClaimLink({ language: "en", ...body });
  await page.goto(pathOf(link.url));
  await expect(page).toHaveURL(/\/claims\/incidents$/);
  await expect(page.locator("[data-tile]").first()).toBeVisible();
  return link;
}

export const stepUrl = (step: string) => new RegExp(`/claims/${step}$`);

/** The main action of a step ('Next'); in other languages by position. */
export const nextButton = (page: Page) => page.getByTestId("claim-next");

export async function next(page: Page, to: string) {
  await nextButton(page).click();
  await expect(page).toHaveURL(stepUrl(to));
}

export async function chooseIncident(page: Page, type: string, to = "vehicle-details") {
  await page.locator(`[data-tile="${type}"]`).click();
  await expect(page).toHaveURL(stepUrl(to));
}

export const plateField = (page: Page) => page.locator('input[name="licensePlate"]');

export async function lookUp(page: Page, plate: string) {
  await plateField(page).fill(plate);
  await plateField(page).press("Enter");
}

export async function saveVehicle(page: Page, to: string, plate = "123ABC") {
  await lookUp(page, plate);
  await expect(page.getByTestId("vehicle-summary")).toBeVisible();
  await next(page, to);
}

export async function skipPhotos(page: Page, to: string) {
  await page.getByTestId("photos-skip").click();
  await page.getByTestId("skip-confirm").click();
  await expect(page).toHaveURL(stepUrl(to));
}

export const NOTIFIER = {
  name: "Mari Maasikas",
  personalCode: "49001010002",
  phone: "5551234",
  email: "mari@example.com",
};
export const DRIVER = { name: "Jaan Tamm", personalCode: "38001010003", phone: "5559876", email: "" };

export async function fillPerson(
  page: Page,
  prefix: string,
  person: { name: string; personalCode: string; phone: string; email: string },
) {
  await page.locator(`input[name="${prefix}.name"]`).fill(person.name);
  await page.locator(`input[name="${prefix}.personalCode"]`).fill(person.personalCode);
  await page.locator(`input[name="${prefix}.phone"]`).fill(person.phone);
  await page.locator(`input[name="${prefix}.email"]`).fill(person.email);
}

/** Fills the notifier and answers the driver question with yes where it is asked. */
export async function saveNotifier(page: Page, to: string) {
  await fillPerson(page, "notifier", NOTIFIER);
  const question = page.locator('input[name="isContactDriver"][value="yes"]');
  if (await question.count()) await question.check();
  await next(page, to);
}

export async function answer(
  page: Page,
  name: "otherPartiesInvolved" | "otherPartiesInfo" | "isContactDriver",
  yes: boolean,
) {
  await page.locator(`input[name="${name}"][value="${yes ? "yes" : "no"}"]`).check();
}

/** Waits for the progress indicator to say 'Step n of total'. */
export async function expectProgress(page: Page, step: number, total: number) {
  await expect(page.locator("main [role=progressbar]").first()).toHaveAttribute(
    "aria-label",
    `Step ${step} of ${total}`,
  );
}

/** The claim as the server has it, read with the page's own session cookie. */
export async function serverClaim(page: Page, id: number) {
  const res = await page.request.get(`/api/v1/public/claims/${id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

export { jpeg, tempDir } from "../fixtures/photo-files.ts";
