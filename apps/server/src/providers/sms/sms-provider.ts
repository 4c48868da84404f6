import type { Language } from "@hitch/contract/common/enums";

export interface SmsMessage {
  to: string;
  body: string;
  language: Language;
  /** Why it is sent (ASSISTANCE_LINK, CLAIM_LINK, ...), kept in the outbox for operators. */
  purpose: string;
}

/** Sends a text message. Every provider records the message in sms_outbox with its outcome. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<{ outboxId: number; status: "PENDING" | "SENT" | "FAILED" }>;
}
