import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { OutboxSms, SmsListQuery } from "@hitch/contract/console/sms";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { services } from "../../db/schema/services.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { recordAudit } from "./audit.ts";

/** The columns operators may see. The sealed text is never read: only whether it is still there. */
const visibleColumns = {
  id: smsOutbox.id,
  createdAt: smsOutbox.createdAt,
  toPhone: smsOutbox.toPhone,
  body: smsOutbox.body,
  purpose: smsOutbox.purpose,
  language: smsOutbox.language,
  status: smsOutbox.status,
  attempts: smsOutbox.attempts,
  error: smsOutbox.error,
  sentAt: smsOutbox.sentAt,
  serviceId: smsOutbox.serviceId,
  serviceName: services.name,
  textKept: sql<boolean>`${smsOutbox.bodyEncrypted} IS NOT NULL`,
};

const select = (db: Db) =>
  db.select(visibleColumns).from(smsOutbox).leftJoin(services, eq(services.id, smsOutbox.serviceId));

type Row = Awaited<ReturnType<typeof select>>[number];

function view(row: Row): OutboxSms {
  const { textKept, createdAt, sentAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    retryable: row.status === "FAILED" && Boolean(textKept),
  };
}

/**
 * The newest 200 messages matching the filters. `serviceIds` narrows to the operator's services (null:
 * every message, for a platform administrator, including those of no service).
 */
export async function listOutboxSms(db: Db, query: SmsListQuery, serviceIds: number[] | null): Promise<OutboxSms[]> {
  const rows = await select(db)
    .where(
      and(
        serviceIds === null ? undefined : inArray(smsOutbox.serviceId, serviceIds.length ? serviceIds : [-1]),
        query.serviceId === undefined ? undefined : eq(smsOutbox.serviceId, query.serviceId),
        query.status === undefined ? undefined : eq(smsOutbox.status, query.status),
      ),
    )
    .orderBy(desc(smsOutbox.id))
    .limit(200);
  return rows.map(view);
}

/** The service a message was sent for, for the scope check (null: no such message, or of no service). */
export async function serviceOfSms(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ serviceId: smsOutbox.serviceId }).from(smsOutbox).where(eq(smsOutbox.id, id));
  return row?.serviceId ?? null;
}

/**
 * Sends a failed message again now rather than at its next scheduled attempt: it goes back to PENDING and
 * the outbox is nudged. Only a message whose sealed text is still kept can go (409 SMS_TEXT_GONE once the
 * outbox gave up and erased it: re-send the link instead); 409 SMS_NOT_FAILED for any other state.
 */
export async function retrySms(ctx: AppContext, id: number, operator: { id: string; email: string }) {
  const [before] = await select(ctx.db).where(eq(smsOutbox.id, id));
  if (!before) throw notFound();
  if (before.status !== "FAILED") throw new HttpError(409, "SMS_NOT_FAILED");
  const requeued = await ctx.db
    .update(smsOutbox)
    .set({ status: "PENDING" })
    .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, "FAILED"), isNotNull(smsOutbox.bodyEncrypted)))
    .returning({ id: smsOutbox.id });
  if (requeued.length === 0 && !before.textKept) throw new HttpError(409, "SMS_TEXT_GONE");
  // Sent or claimed by a worker between the read and the update.
  if (requeued.length === 0) throw new HttpError(409, "SMS_NOT_FAILED");
  const [after] = await select(ctx.db).where(eq(smsOutbox.id, id));
  const state = (r: Row) => ({ status: r.status, attempts: r.attempts, error: r.error });
  await recordAudit(
    ctx.db,
    {
      operator,
      action: "sms.retry",
      serviceId: before.serviceId,
      targetType: "sms",
      targetId: id,
      before: state(before),
      after: state(after),
    },
    ctx.now(),
  );
  ctx.outbox.nudge();
  return view(after);
}
