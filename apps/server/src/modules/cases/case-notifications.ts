import type { Language } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { emailOutbox } from "../../db/schema/outbox.ts";
import type { SmsProvider } from "../../providers/sms/sms-provider.ts";
import { type SmsTemplate, smsText } from "../../providers/sms/templates.ts";
import { fill, confirmationPhone } from "../notifications/public.ts";
import { CASE_UPDATED_EMAIL, FEEDBACK_REQUEST_EMAIL } from "./case-email-texts.ts";

type CaseRow = typeof cases.$inferSelect;

/** Where a case's customer hears from us: the claim's chosen channels, or the request's contact phone. */
export interface CaseRecipients {
  phone: string | null;
  email: string | null;
  language: Language;
}

export async function caseRecipients(db: Db, row: CaseRow): Promise<CaseRecipients> {
  if (row.claimId !== null) {
    const [claim] = await db.select().from(claims).where(eq(claims.id, row.claimId)).limit(1);
    const chosen = claim?.communicationPreferences ?? [];
    return {
      phone: claim && chosen.includes("SMS") ? confirmationPhone(claim) : null,
      email: (chosen.includes("EMAIL") && claim?.notifierEmail?.trim()) || null,
      language: row.language,
    };
  }
  const [request] = await db.select().from(assistanceRequests).where(eq(assistanceRequests.id, row.assistanceRequestId!)).limit(1);
  const contact = request?.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : null;
  return { phone: contact ?? request?.smsPhone ?? null, email: null, language: row.language };
}

/** An SMS decided inside a transaction and sent once it committed (a gateway must not hold it open). */
export interface PendingSms {
  to: string;
  body: string;
  language: Language;
  purpose: SmsTemplate;
}

const EMAILS = { CASE_UPDATED: CASE_UPDATED_EMAIL, FEEDBACK_REQUEST: FEEDBACK_REQUEST_EMAIL } as const;

/**
 * Inside the changing transaction: queues the e-mail (our own outbox, so it commits with the
 * change) and returns the SMS to send after commit, if the customer gets one.
 */
export async function queueCaseMessage(
  tx: Db,
  to: CaseRecipients,
  purpose: keyof typeof EMAILS,
  values: { plate: string; url: string },
): Promise<PendingSms | null> {
  if (to.email) {
    const text = EMAILS[purpose][to.language];
    await tx.insert(emailOutbox).values({
      toEmail: to.email,
      subject: fill(text.subject, values),
      body: fill(text.body, values),
      language: to.language,
      purpose,
    });
  }
  if (!to.phone) return null;
  return { to: to.phone, body: smsText(purpose, to.language, values), language: to.language, purpose };
}

/** After commit. A failure is logged (the provider records it in the outbox); the change stands. */
export async function sendPendingSms(sms: SmsProvider, pending: PendingSms[], log: Pick<FastifyBaseLogger, "error">) {
  for (const message of pending) {
    try {
      await sms.send(message);
    } catch (error) {
      log.error({ err: error, purpose: message.purpose }, "case notification SMS failed");
    }
  }
}
