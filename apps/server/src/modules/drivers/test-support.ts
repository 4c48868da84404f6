import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { smsOutbox } from "../../db/schema/outbox.ts";
import type { TestApp } from "../../testing/test-app.ts";

/**
 * The code of the newest sign-in link texted to this phone, read where the driver reads it: the SMS the outbox
 * delivered (no answer carries it).
 */
export async function linkCodeTextedTo(t: TestApp, phone: string): Promise<string> {
  await t.flushOutbox();
  const [sms] = await t.db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.purpose, "DRIVER_LINK")))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = sms && /\/driver-link\/([A-Za-z0-9_-]{22})\b/.exec(t.delivered.get(sms.id) ?? "")?.[1];
  if (!code) throw new Error(`no sign-in link was texted to ${phone}`);
  return code;
}

/** The `cookie` header carrying the driver session a response set. */
export function driverCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "hitch_driver");
  if (!cookie) throw new Error("response set no driver cookie");
  return `hitch_driver=${cookie.value}`;
}
