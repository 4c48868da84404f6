import { randomBytes } from "node:crypto";
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { createOTP } from "@better-auth/utils/otp";
import { base32 } from "@better-auth/utils/base32";
import { fileClaim } from "../cases/case-fixtures.ts";
import { E2E_ADMIN_KEY, E2E_BASE_URL } from "../fixtures/env.ts";

export const PASSWORD = "e2e console password";

/** A console account made through the operator API (the platform's bootstrap key) of the server at `baseURL`. */
export async function createConsoleOperator(
  memberships: { service: string; role: "OPERATOR" | "VIEWER" }[],
  platformAdmin = false,
  baseURL = E2E_BASE_URL,
): Promise<string> {
  const email = `op-${randomBytes(4).toString("hex")}@example.com`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` } });
  const res = await api.post("/api/v1/admin/operators", {
    data: { email, name: `Operator ${email.slice(3, 7)}`, password: PASSWORD, platformAdmin, memberships },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return email;
}

/** A towing company's dispatcher (the company is made when new), through the operator API. */
export async function createDispatcher(towingCompany: string, baseURL = E2E_BASE_URL): Promise<string> {
  const email = `disp-${randomBytes(4).toString("hex")}@example.com`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` } });
  const res = await api.post("/api/v1/admin/operators", {
    data: { email, name: `Dispatcher ${email.slice(5, 9)}`, password: PASSWORD, towingCompany },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return email;
}

/** Signs in through the console's own form (English labels). */
export async function signIn(page: Page, email: string) {
  await page.goto("/console");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A new platform administrator signed in, their authenticator app enrolled as the first sign-in asks. */
export async function signInAsNewAdministrator(page: Page, baseURL = E2E_BASE_URL): Promise<string> {
  return (await enrolNewAdministrator(page, baseURL)).email;
}

/** The same, answering also the ten backup codes the enrolment showed. */
export async function enrolNewAdministrator(page: Page, baseURL = E2E_BASE_URL) {
  const email = await createConsoleOperator([], true, baseURL);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  const backupCodes = (await page.getByRole("listitem").allInnerTexts()).map((code) => code.trim());
  await page.getByLabel("Code").fill(await createOTP(base32.decode(secret)).totp());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  return { email, backupCodes };
}

/** A filed claim of the demo service and its customer's rating (through the customer's own API). */
export async function rateAClaim(request: APIRequestContext, stars: number, comment: string) {
  const filed = await fileClaim(request);
  const invitation = await request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { uuid } = (await invitation.json()) as { uuid: string };
  const given = await request.put(`/api/v1/public/feedback/${uuid}?caseType=CLAIM`, { data: { stars, comment } });
  expect(given.status(), await given.text()).toBe(200);
}

/**
 * Keeps the page's file choosers intercepted for the rest of the test: call it before the first chooser opens.
 * Playwright intercepts them only while something listens for "filechooser", and switches that on and off without
 * waiting for the browser, so a chooser opened just after a new `waitForEvent("filechooser")` can miss it (a known
 * race of CDP's interception; a CI run's Space on a focused file input, the test's second chooser, never reached
 * the test). With a listener from the start, interception is on long before any chooser opens and never off.
 */
export function interceptFileChoosers(page: Page) {
  page.on("filechooser", () => {});
}
