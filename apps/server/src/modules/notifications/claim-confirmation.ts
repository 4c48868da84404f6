import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.ts";
import type { claims } from "../../db/schema/claims.ts";
import { emailOutbox } from "../../db/schema/outbox.ts";
import type { SmsProvider } from "../../providers/sms/sms-provider.ts";
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
export async function queueClaimConfirmationEmail(tx: Db, claim: ClaimRow): Promise<boolean> {
  const to = claim.notifierEmail?.trim();
  if (!chose(claim, "EMAIL") || !to) return false;
  const text = CLAIM_RECEIVED_EMAIL[claim.language];
  const values = { name: claim.notifierName ?? "", reference: claim.externalId, plate: claim.licensePlate ?? "" };
  await tx.insert(emailOutbox).values({
    toEmail: to,
    subject: fill(text.subject, values),
    body: fill(text.body, values),
    language: claim.language,
    purpose: CLAIM_RECEIVED,
  });
  return true;
}

/**
 * After the submission committed: the confirmation SMS, when the customer chose SMS. The SMS
 * provider may call a gateway, which must not hold the transaction open; a failure is logged and
 * recorded in the outbox by the provider, and the claim stays filed.
 */
export async function sendClaimConfirmationSms(sms: SmsProvider, claim: ClaimRow, log: Pick<FastifyBaseLogger, "error">) {
  const to = confirmationPhone(claim);
  if (!chose(claim, "SMS") || !to) return null;
  try {
    return await sms.send({
      to,
      body: smsText(CLAIM_RECEIVED, claim.language, { reference: claim.externalId }),
      language: claim.language,
      purpose: CLAIM_RECEIVED,
    });
  } catch (error) {
    log.error({ err: error, claimId: claim.id }, "claim confirmation SMS failed");
    return null;
  }
}
