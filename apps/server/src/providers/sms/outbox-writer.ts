import type { Db } from "../../db/connect.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/outbox.ts";
import { redactSecrets } from "../../http/redact-secrets.ts";
import type { OutboxCipher } from "./outbox-cipher.ts";
import type { EmailMessage, SmsMessage } from "./sms-provider.ts";

/**
 * Writes an SMS as PENDING: the operators' copy with its link codes masked, the real text sealed
 * for the worker. `provider` is the one configured now; that provider's worker sends it.
 */
export async function writeSms(
  tx: Db,
  cipher: OutboxCipher,
  provider: "outbox" | "http",
  message: SmsMessage,
): Promise<number> {
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      toPhone: message.to,
      body: redactSecrets(message.body),
      bodyEncrypted: cipher.encrypt(message.body),
      language: message.language,
      purpose: message.purpose,
      provider,
      serviceId: message.serviceId ?? null,
    })
    .returning({ id: smsOutbox.id });
  return row.id;
}

/** Writes an e-mail the same way; the subject holds no link, so it stays readable. */
export async function writeEmail(
  tx: Db,
  cipher: OutboxCipher,
  provider: "outbox" | "smtp",
  message: EmailMessage,
): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toEmail: message.to,
      subject: message.subject,
      body: redactSecrets(message.body),
      bodyEncrypted: cipher.encrypt(message.body),
      language: message.language,
      purpose: message.purpose,
      provider,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
