import type { Language } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { caseMessages } from "../../db/schema/case-messages.ts";
import type { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { fill } from "../notifications/public.ts";
import { confirmationPhone } from "../notifications/public.ts";
import { CASE_UPDATED_EMAIL, FEEDBACK_REQUEST_EMAIL } from "./case-email-texts.ts";

type CaseRow = typeof cases.$inferSelect;

/** Where a case's customer hears from us: the claim's chosen channels, or the request's contact phone. */
export interface CaseRecipients {
  phone: string | null;
  email: string | null;
  language: Language;
  /** The case's service: its operators see the SMS in the console. */
  serviceId: number;
}

export async function caseRecipients(db: Db, row: CaseRow): Promise<CaseRecipients> {
  if (row.claimId !== null) {
    const [claim] = await db.select().from(claims).where(eq(claims.id, row.claimId)).limit(1);
    const chosen = claim?.communicationPreferences ?? [];
    return {
      phone: claim && chosen.includes("SMS") ? confirmationPhone(claim) : null,
      email: (chosen.includes("EMAIL") && claim?.notifierEmail?.trim()) || null,
      language: row.language,
      serviceId: row.serviceId,
    };
  }
  const [request] = await db
    .select()
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, row.assistanceRequestId!))
    .limit(1);
  const contact = request?.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : null;
  return { phone: contact ?? request?.smsPhone ?? null, email: null, language: row.language, serviceId: row.serviceId };
}

const EMAILS = { CASE_UPDATED: CASE_UPDATED_EMAIL, FEEDBACK_REQUEST: FEEDBACK_REQUEST_EMAIL } as const;

/**
 * Inside the changing transaction: queues the e-mail and the SMS in the outbox, so they commit with
 * the change, and notes each against the case (the console lists a case's messages); the caller
 * nudges the outbox after commit. Answers whether anything was queued.
 */
export async function queueCaseMessage(
  tx: Db,
  outbox: MessageOutbox,
  caseId: number,
  to: CaseRecipients,
  purpose: keyof typeof EMAILS,
  values: { plate: string; url: string },
): Promise<boolean> {
  if (to.email) {
    const text = EMAILS[purpose][to.language];
    const emailId = await outbox.email(tx, {
      to: to.email,
      subject: fill(text.subject, values),
      body: fill(text.body, values),
      language: to.language,
      purpose,
    });
    await tx.insert(caseMessages).values({ caseId, emailId });
  }
  if (to.phone) {
    const body = smsText(purpose, to.language, values);
    const smsId = await outbox.sms(tx, { to: to.phone, body, language: to.language, purpose, serviceId: to.serviceId });
    await tx.insert(caseMessages).values({ caseId, smsId });
  }
  return to.email !== null || to.phone !== null;
}
