import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { createFeedbackInvitation, feedbackUrl } from "./invitations.ts";

/**
 * When a tow job is FINISHED (inside the finishing transaction): the request's feedback invitation,
 * texted to the customer's contact phone (else the number the link went to). The SMS is written to
 * the outbox in the same transaction, so the invitation and its message commit together or not at
 * all, and the gateway is called only after commit: a slow gateway never holds the job's lock.
 */
export async function inviteAssistanceFeedback(
  tx: Db,
  config: Config,
  outbox: MessageOutbox,
  requestId: number,
  at: Date,
) {
  const [request] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId)).limit(1);
  if (!request) return;
  const { uuid, created } = await createFeedbackInvitation(
    tx,
    config,
    { caseType: "ASSISTANCE_REQUEST", serviceId: request.serviceId, assistanceRequestId: request.id },
    at,
  );
  const phone = request.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : request.smsPhone;
  if (!created || !phone) return;
  await outbox.sms(tx, {
    to: phone,
    body: smsText("FEEDBACK_REQUEST", request.language, {
      url: feedbackUrl(config, uuid, "ASSISTANCE_REQUEST", request.language),
    }),
    language: request.language,
    purpose: "FEEDBACK_REQUEST",
    serviceId: request.serviceId,
  });
  // Runs before the commit: the outbox takes a second look shortly after, once the row is visible.
  outbox.nudge();
}
