import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { createSmsProvider } from "../../providers/sms/create-sms-provider.ts";
import { smsText } from "../../providers/sms/templates.ts";
import { createFeedbackInvitation, feedbackUrl } from "./invitations.ts";

/**
 * When a tow job is FINISHED (inside the finishing transaction): the request's feedback invitation,
 * texted to the customer's contact phone (else the number the link went to). The SMS goes through a
 * provider bound to the transaction, so with the default outbox provider the invitation and its
 * message commit together or not at all. (With the HTTP gateway the call is made before commit;
 * see docs/decisions/0006-case-status-links-and-feedback-invitations.md.)
 */
export async function inviteAssistanceFeedback(tx: Db, config: Config, log: FastifyBaseLogger, requestId: number, at: Date) {
  const [request] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId)).limit(1);
  if (!request) return;
  const { row, created } = await createFeedbackInvitation(
    tx,
    config,
    { caseType: "ASSISTANCE_REQUEST", serviceId: request.serviceId, assistanceRequestId: request.id },
    at,
  );
  const phone = request.contactPhone ? `${request.contactPhonePrefix ?? ""}${request.contactPhone}` : request.smsPhone;
  if (!created || !phone) return;
  await createSmsProvider(config, tx, log).send({
    to: phone,
    body: smsText("FEEDBACK_REQUEST", request.language, { url: feedbackUrl(config, row, request.language) }),
    language: request.language,
    purpose: "FEEDBACK_REQUEST",
  });
}
