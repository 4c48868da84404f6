import { and, eq, isNull } from "drizzle-orm";
import type { Language } from "@hitch/contract/common/enums";
import type { DriverInviteResponse } from "@hitch/contract/admin/driver-sessions";
import type { CoreContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { driverLinks, driverSessions } from "../../db/schema/driver-sessions.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { hashLinkCode, newLinkCode } from "../links/public.ts";

const HOUR_MS = 3_600_000;

/** The path a driver's sign-in link opens (the web app's driver entry). */
export const driverLinkUrl = (ctx: CoreContext, code: string) => `${ctx.config.publicUrl}/driver-link/${code}`;

/**
 * An operator invites a driver: a sign-in link (128 random bits, only its hash stored) and its SMS,
 * written in one transaction; the outbox sends the SMS after the commit. `sent` is what an answer may say;
 * `url` is for the SMS and the start banner of the person who runs the server on its machine, never an answer.
 */
export async function inviteDriver(
  ctx: CoreContext,
  driverId: number,
  options: {
    language: Language;
    ttlHours?: number;
    sendSms?: boolean;
    serviceId?: number | null;
    /** Records the invitation in its own transaction (the audit log). */
    audit?: (tx: Db, linkId: number) => Promise<void>;
  },
): Promise<{ sent: DriverInviteResponse; url: string }> {
  const code = newLinkCode();
  const expiresAt = new Date(ctx.now().getTime() + (options.ttlHours ?? ctx.config.driverLinkTtlHours) * HOUR_MS);
  const url = driverLinkUrl(ctx, code);
  const sendSms = options.sendSms ?? true;
  const { linkId, phone } = await ctx.db.transaction(async (tx) => {
    const [driver] = await tx.select({ phone: drivers.phoneNumber }).from(drivers).where(eq(drivers.id, driverId));
    if (!driver) throw new HttpError(404, "NOT_FOUND");
    const [link] = await tx
      .insert(driverLinks)
      .values({
        driverId,
        codeHash: hashLinkCode(code),
        expiresAt,
        serviceId: options.serviceId ?? null,
        language: options.language,
      })
      .returning({ id: driverLinks.id });
    await options.audit?.(tx, link.id);
    if (sendSms) {
      const body = smsText("DRIVER_LINK", options.language, { url });
      await ctx.outbox.sms(tx, { to: driver.phone, body, language: options.language, purpose: "DRIVER_LINK" });
    }
    return { linkId: link.id, phone: driver.phone };
  });
  if (sendSms) ctx.outbox.nudge();
  return { sent: { linkId, sentTo: phone, expiresAt: expiresAt.toISOString() }, url };
}

export type OpenedDriverLink =
  | { opened: true; sessionId: number; expiresAt: Date; now: Date }
  | { opened: false; reason: "INVALID" }
  | { opened: false; reason: "USED"; language: Language | null };

/**
 * Opening a link signs this phone in: a new session row, which the cookie names. A link opens one phone:
 * it is spent in the same transaction (a second phone, or a second tap racing the first, gets USED), so a
 * forwarded or overheard link cannot sign in another phone after the driver's. An unknown or expired code
 * opens nothing (INVALID).
 */
export async function openDriverLink(
  ctx: CoreContext,
  code: string,
  device: string | undefined,
): Promise<OpenedDriverLink> {
  const now = ctx.now();
  const [link] = await ctx.db
    .select()
    .from(driverLinks)
    .where(eq(driverLinks.codeHash, hashLinkCode(code)));
  if (!link || link.expiresAt.getTime() <= now.getTime()) return { opened: false, reason: "INVALID" };
  const expiresAt = new Date(now.getTime() + ctx.config.driverSessionDays * 24 * HOUR_MS);
  const sessionId = await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(driverLinks)
      .set({ usedAt: now })
      .where(and(eq(driverLinks.id, link.id), isNull(driverLinks.usedAt)))
      .returning({ id: driverLinks.id });
    if (spent.length === 0) return null;
    const [session] = await tx
      .insert(driverSessions)
      .values({
        driverId: link.driverId,
        linkId: link.id,
        device: device?.slice(0, 300) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      })
      .returning({ id: driverSessions.id });
    return session.id;
  });
  if (sessionId === null) return { opened: false, reason: "USED", language: link.language };
  return { opened: true, sessionId, expiresAt, now };
}
