import type { Db } from "../../db/connect.ts";
import type { claims } from "../../db/schema/claims.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { CLAIM_RECEIVED_EMAIL, fill } from "./claim-email-texts.ts";

type ClaimRow = typeof claims.$inferSelect;

export const CLAIM_RECEIVED = "CLAIM_RECEIVED";

/** The number to text: the notifier's (with its country prefix), else the one the link was sent to. */
export function confirmationPhone(claim: ClaimRow): string | null {
  if (claim.notifierPhone) return `${claim.notifierPhonePrefix ?? ""}${claim.notifierPhone}`;
  return claim.smsPhone;
}

const chose = (claim: ClaimRow, channel: "EMAIL" | "SMS") => (claim.communicationPreferences ?? []).includes(channel);

/**
 * Inside the submitting transaction: the confirmation e-mail, when the customer chose e-mail and
 * gave an address. It is our own outbox table, so it commits (or not) with the submission.
 */
export async function queueClaimConfirmationEmail(tx: Db, outbox: MessageOutbox, claim: ClaimRow): Promise<boolean> {
  const to = claim.notifierEmail?.trim();
  if (!chose(claim, "EMAIL") || !to) return false;
  const text = CLAIM_RECEIVED_EMAIL[claim.language];
  const values = { name: claim.notifierName ?? "", reference: claim.externalId, plate: claim.licensePlate ?? "" };
  await outbox.email(tx, {
    to,
    subject: fill(text.subject, values),
    body: fill(text.body, values),
    language: claim.language,
    purpose: CLAIM_RECEIVED,
  });
  return true;
}

/**
 * Inside the submitting transaction: the confirmation SMS, when the customer chose SMS. It commits
 * with the submission, so a crash after the commit still leaves it for the outbox worker to send.
 */
export async function queueClaimConfirmationSms(tx: Db, outbox: MessageOutbox, claim: ClaimRow): Promise<boolean> {
  const to = confirmationPhone(claim);
  if (!chose(claim, "SMS") || !to) return false;
  await outbox.sms(tx, {
    to,
    body: smsText(CLAIM_RECEIVED, claim.language, { reference: claim.externalId }),
    language: claim.language,
    purpose: CLAIM_RECEIVED,
    serviceId: claim.serviceId,
  });
  return true;
}
