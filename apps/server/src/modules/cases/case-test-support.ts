import type { Language } from "@hitch/contract/common/enums";
import { and, desc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/outbox.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createWorkshop, fillClaim, insuredVehicle, submit } from "../claims/claim-filing-test-support.ts";
import { openClaim, type Session } from "../claims/claim-test-support.ts";

/** A service with an insured car and a workshop, ready for claims to be filed and cases opened. */
export async function claimSetup(t: TestApp, service: { id: number; name: string; externalId: string }) {
  const vehicle = await insuredVehicle(t, service.id, { mark: "Toyota", model: "Corolla", year: 2018 });
  const workshop = await createWorkshop(t, service.name, { name: "Kesklinna Remont", phone: "+3726111111" });
  return { service, plate: vehicle.licensePlate, workshopId: workshop.id };
}

/** A claim filed through the public API in `language` with the given channels, and its case. */
export async function filedClaimCase(
  t: TestApp,
  setup: Awaited<ReturnType<typeof claimSetup>>,
  o: { language?: Language; channels?: ("EMAIL" | "SMS")[] } = {},
): Promise<Session & { caseId: number; plate: string }> {
  const c = await openClaim(t, setup.service.name);
  await fillClaim(t, c, {
    incident: "TECHNICAL_BREAKDOWN",
    flag: false,
    plate: setup.plate,
    workshopId: setup.workshopId,
    channels: o.channels,
  });
  await t.db
    .update(claims)
    .set({ language: o.language ?? "en" })
    .where(eq(claims.id, c.id));
  const res = await submit(t, c);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(cases).where(eq(cases.claimId, c.id));
  return { ...c, caseId: row.id, plate: setup.plate };
}

export const operatorCall = (
  t: TestApp,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
  headers = t.operator,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * Outbox rows with `body` as the customer got it: the text the outbox delivered (the stored `body` is the
 * operators' copy, with link codes masked, and the sealed text is erased once sent).
 */
async function asReceived<R extends { id: number }>(t: TestApp, rows: Promise<R[]>, kind: "sms" | "email") {
  await t.flushOutbox();
  return (await rows).map((row) => ({
    ...row,
    body: (kind === "sms" ? t.delivered : t.deliveredEmails).get(row.id) ?? "",
  }));
}

/** The SMS messages sent to a number for a purpose, newest first. */
export const smsTo = (t: TestApp, phone: string, purpose: string) =>
  asReceived(
    t,
    t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.purpose, purpose)))
      .orderBy(desc(smsOutbox.id)),
    "sms",
  );

/** Messages whose body carries this plate (each test's plate is unique; the masked copy keeps it). */
export const smsAbout = (t: TestApp, plate: string, purpose: string) =>
  asReceived(
    t,
    t.db
      .select()
      .from(smsOutbox)
      .where(and(like(smsOutbox.body, `%${plate}%`), eq(smsOutbox.purpose, purpose)))
      .orderBy(desc(smsOutbox.id)),
    "sms",
  );

export const emailsAbout = (t: TestApp, plate: string, purpose: string) =>
  asReceived(
    t,
    t.db
      .select()
      .from(emailOutbox)
      .where(and(like(emailOutbox.body, `%${plate}%`), eq(emailOutbox.purpose, purpose)))
      .orderBy(desc(emailOutbox.id)),
    "email",
  );

/** The feedback link's uuid in a notification's text. */
export function feedbackUuidIn(text: string): string {
  const match = /\/feedback\/([0-9a-f-]{36})\?/.exec(text);
  if (!match) throw new Error(`no feedback link in: ${text}`);
  return match[1];
}

/** The status-page code in a notification's text. */
export function caseCodeIn(text: string): string {
  const match = /\/cases\/status\?code=([A-Za-z0-9_-]{22})/.exec(text);
  if (!match) throw new Error(`no status link in: ${text}`);
  return match[1];
}
