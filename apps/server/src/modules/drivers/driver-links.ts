import { eq } from "drizzle-orm";
import type { Language } from "@hitch/contract/common/enums";
import type { DriverInviteResponse } from "@hitch/contract/admin/driver-sessions";
import type { CoreContext } from "../../app-context.ts";
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
 * written in one transaction; the outbox sends the SMS after the commit.
 */
export async function inviteDriver(
  ctx: CoreContext,
  driverId: number,
  options: { language: Language; ttlHours?: number; sendSms?: boolean; serviceId?: number | null },
): Promise<DriverInviteResponse & { code: string }> {
  const code = newLinkCode();
  const expiresAt = new Date(ctx.now().getTime() + (options.ttlHours ?? ctx.config.driverLinkTtlHours) * HOUR_MS);
  const url = driverLinkUrl(ctx, code);
  const sendSms = options.sendSms ?? true;
  const linkId = await ctx.db.transaction(async (tx) => {
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
    if (sendSms) {
      const body = smsText("DRIVER_LINK", options.language, { url });
      await ctx.outbox.sms(tx, { to: driver.phone, body, language: options.language, purpose: "DRIVER_LINK" });
    }
    return link.id;
  });
  if (sendSms) ctx.outbox.nudge();
  return { linkId, url, expiresAt: expiresAt.toISOString(), code };
}

/**
 * Opening a link signs this phone in: a new session row, which the cookie names. An unknown or expired
 * code opens nothing. The link stays usable until it expires, so a driver can sign in a second phone.
 */
export async function openDriverLink(
  ctx: CoreContext,
  code: string,
  device: string | undefined,
): Promise<{ sessionId: number; expiresAt: Date; now: Date } | null> {
  const now = ctx.now();
  const [link] = await ctx.db
    .select()
    .from(driverLinks)
    .where(eq(driverLinks.codeHash, hashLinkCode(code)));
  if (!link || link.expiresAt.getTime() <= now.getTime()) return null;
  const expiresAt = new Date(now.getTime() + ctx.config.driverSessionDays * 24 * HOUR_MS);
  const [session] = await ctx.db
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
  return { sessionId: session.id, expiresAt, now };
}
