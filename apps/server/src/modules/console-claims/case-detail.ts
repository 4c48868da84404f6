import type { CaseNotification, ConsoleCaseDetail } from "@hitch/contract/console/cases";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { caseMessages } from "../../db/schema/case-messages.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/outbox.ts";
import { adminCaseView, findCase } from "../cases/public.ts";
import { listServiceWorkshops } from "../workshops/public.ts";

/**
 * The messages sent to the customer about a case, oldest first, with their delivery state. Bodies are
 * the outbox's operator copies, link codes masked: the console never sees a working status link.
 */
async function caseNotifications(db: Db, caseId: number): Promise<CaseNotification[]> {
  const rows = await db
    .select({ message: caseMessages, sms: smsOutbox, email: emailOutbox })
    .from(caseMessages)
    .leftJoin(smsOutbox, eq(smsOutbox.id, caseMessages.smsId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, caseMessages.emailId))
    .where(eq(caseMessages.caseId, caseId))
    .orderBy(asc(caseMessages.id));
  return rows.flatMap(({ message, sms, email }): CaseNotification[] => {
    const sent = sms ?? email;
    if (!sent) return [];
    return [
      {
        id: message.id,
        channel: sms ? "SMS" : "EMAIL",
        to: sms ? sms.toPhone : email!.toEmail,
        purpose: sent.purpose,
        subject: email?.subject ?? null,
        body: sent.body,
        status: sent.status,
        error: sent.error,
        createdAt: sent.createdAt.toISOString(),
        sentAt: sent.sentAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The service a case belongs to, or null when there is no such case. */
export async function serviceOfCase(db: Db, caseId: number): Promise<number | null> {
  return (await findCase(db, caseId))?.serviceId ?? null;
}

/** A case's page: its progress, the messages sent about it, and the service's workshops to attach. */
export async function readConsoleCase(db: Db, caseId: number): Promise<ConsoleCaseDetail | null> {
  const row = await findCase(db, caseId);
  if (!row) return null;
  const [view, notifications, workshops] = await Promise.all([
    adminCaseView(db, row),
    caseNotifications(db, caseId),
    listServiceWorkshops(db, row.serviceId),
  ]);
  return {
    ...view,
    serviceId: row.serviceId,
    notifications,
    workshopChoices: workshops.map((w) => ({ id: w.id, name: w.name, address: w.address })),
  };
}
