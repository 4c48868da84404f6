import { expect, type Browser, type Page } from "@playwright/test";
import { north, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { driverLinkTextedTo, uniquePhone } from "../fixtures/sms-inbox.ts";
import type { Point } from "../tracking/dispatch-fixtures.ts";

/** A little over the app's guard against a second tap (job-steps.tsx): a deliberate next tap waits this long. */
export const TAP_GUARD_MS = 1_300;

// The driver specs' two phones: the driver's, signed in by an operator's invitation, and a customer's.

/**
 * A driver made off duty at `at` (no other spec's customer is offered to them), with the sign-in link their
 * phone was texted (the one place the link is; it opens one phone).
 */
export async function invitedDriver(at: Point, fullName: string) {
  const operator = await operatorApi();
  const phoneNumber = uniquePhone();
  const created = await operator.post("/api/v1/admin/drivers", {
    data: { fullName, phoneNumber, company: "E2E Puksiir OÜ", ...at, available: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const invite = await operator.post(`/api/v1/admin/drivers/${id}/invite`, { data: { language: "en" } });
  expect(invite.status(), await invite.text()).toBe(201);
  return { id, phoneNumber, link: await driverLinkTextedTo(phoneNumber), operator };
}

/** The customer's phone: a context of its own beside the driver's page. */
export async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** A driver signed in on `page` (an invitation opened) and on duty, with geolocation at their spot. */
export async function driverOnDuty(page: Page, at: Point, fullName: string) {
  const driver = await invitedDriver(at, fullName);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation(at);
  await page.goto(driver.link);
  await expect(page.getByRole("heading", { name: "Off duty" })).toBeVisible();
  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();
  return driver;
}

/** Counts the phone's vibrations (each ring vibrates once), as headless Chromium cannot prove a sound. */
export async function countVibrations(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { vibrations: number };
    counter.vibrations = 0;
    Object.defineProperty(Navigator.prototype, "vibrate", {
      configurable: true,
      value: (pattern: number | number[]) => {
        if (pattern !== 0) counter.vibrations += 1;
        return true;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { vibrations: number }).vibrations);
}

/**
 * A driver on duty on `page`, `meters` north of a customer (a second context) whose request at `pickup` they
 * accept: the driver's job screen is open.
 */
export async function acceptedJob(
  page: Page,
  browser: Browser,
  pickup: Point & { address: string },
  fullName: string,
  meters = 1500,
) {
  const driver = await driverOnDuty(page, north(pickup, meters), fullName);
  const customer = await customerPhone(browser);
  await submitRequestFromPage(customer, pickup);
  const offer = page.getByRole("region", { name: "New job offer" }).filter({ hasText: pickup.address });
  await offer.getByRole("button", { name: "Accept" }).click({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Job accepted" })).toBeVisible();
  return { driver, customer };
}
