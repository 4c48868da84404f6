import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { createFeedbackInvitation, feedbackInvitationUuid, feedbackUrl } from "./invitations.ts";

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

/**
 * The feedback link's uuid for the finished-job screen, which offers the rating right there: the invitation
 * made when the job finished (made now if it is missing). Only a finished job is rated: 409 CONFLICT before.
 */
export async function assistanceFeedbackUuid(db: Db, config: Config, requestId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: assistanceRequests.id, serviceId: assistanceRequests.serviceId, status: assistanceRequests.status })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, requestId));
    if (!request) throw notFound();
    if (request.status !== "FINISHED") throw new HttpError(409, "CONFLICT");
    const target = {
      caseType: "ASSISTANCE_REQUEST" as const,
      serviceId: request.serviceId,
      assistanceRequestId: request.id,
    };
    return feedbackInvitationUuid(tx, config, target, now);
  });
}
