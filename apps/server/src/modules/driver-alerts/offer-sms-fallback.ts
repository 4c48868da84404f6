import { sql } from "drizzle-orm";
import { type Language, languageSchema } from "@hitch/contract/common/enums";
import { type Db, queryRows } from "../../db/connect.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { stillOpen } from "./offer-pushes.ts";

type Due = { driver_id: number; phone: string; language: string | null; service_id: number | null };

/**
 * An offer its driver has not opened (the app never fetched it) DRIVER_SMS_FALLBACK_SECONDS after it was made:
 * the driver gets one SMS through the outbox, in the transaction that marks the offer texted. The link is the
 * driver app's own address, which opens the session already on that phone: it signs nobody in, so a bystander
 * reading the SMS on a locked screen gets nothing. One text per driver per sweep, whatever the number of offers.
 */
export async function textUnopenedOffers(
  db: Db,
  outbox: MessageOutbox,
  settings: { publicUrl: string; smsFallbackSeconds: number },
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - settings.smsFallbackSeconds * 1000);
  const texted = await db.transaction(async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`WITH claimed AS (
            UPDATE dispatch_offers SET driver_sms_at = ${now.toISOString()}::timestamptz
            WHERE id IN (
              SELECT o.id FROM dispatch_offers o
              JOIN dispatch_jobs j ON j.assistance_request_id = o.assistance_request_id
              WHERE o.push_closed_at IS NULL AND o.driver_sms_at IS NULL AND o.seen_at IS NULL
                AND o.sent_at <= ${before.toISOString()}::timestamptz
                AND ${stillOpen(now)}
              ORDER BY o.id LIMIT 50 FOR UPDATE OF o SKIP LOCKED)
            RETURNING driver_id, assistance_request_id)
          SELECT DISTINCT ON (c.driver_id) c.driver_id, d.phone_number AS phone, a.service_id,
            (SELECT s.language FROM driver_push_subscriptions s WHERE s.driver_id = c.driver_id AND s.language IS NOT NULL
               ORDER BY s.created_at DESC LIMIT 1) AS language
          FROM claimed c
          JOIN drivers d ON d.id = c.driver_id
          JOIN assistance_requests a ON a.id = c.assistance_request_id
          ORDER BY c.driver_id`,
    );
    for (const d of due) {
      const language = isLanguage(d.language) ? d.language : await invitationLanguage(tx, d.driver_id);
      await outbox.sms(tx, {
        to: d.phone,
        body: smsText("DRIVER_OFFER", language, { url: `${settings.publicUrl}/driver` }),
        language,
        purpose: "DRIVER_OFFER",
        serviceId: d.service_id === null ? null : Number(d.service_id),
      });
    }
    return due.length;
  });
  if (texted > 0) outbox.nudge();
  return texted;
}

const isLanguage = (value: unknown): value is Language => languageSchema.safeParse(value).success;

/** Before the app said its language: the one the driver's newest sign-in link was sent in, else English. */
async function invitationLanguage(db: Db, driverId: number) {
  const [row] = await queryRows<{ language: string | null }>(
    db,
    sql`SELECT language FROM driver_links WHERE driver_id = ${driverId} AND language IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
  );
  return isLanguage(row?.language) ? row.language : "en";
}
