import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../fixtures/env.ts";
import { operatorApi } from "../fixtures/operator.ts";
import { driverLinkTextedTo, uniquePhone } from "../fixtures/sms-inbox.ts";
import type { Point } from "../tracking/dispatch-fixtures.ts";

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
