import type { Language } from "@hitch/contract/common/enums";
import type { SmsKind } from "@hitch/contract/console/sms";
import type { Db } from "../../db/connect.ts";

export interface SmsMessage {
  to: string;
  body: string;
  language: Language;
  /** Why it is sent, kept in the outbox; the console names each kind in the operator's language. */
  purpose: SmsKind;
  /** The service it is sent for, if any: operators of that service see it in the console. */
  serviceId?: number | null;
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  language: Language;
  purpose: string;
}

/**
 * Every message to a customer goes through here. It is written in the caller's transaction, so it
 * commits with the change that causes it (or not at all), and no gateway is called while that
 * transaction holds its locks; the worker (message-outbox.ts) sends it afterwards. Call nudge()
 * once the transaction committed so the message leaves at once rather than at the next sweep.
 */
export interface MessageOutbox {
  /** Answers the outbox row's id, which the gateway also receives as the message's idempotency reference. */
  sms(tx: Db, message: SmsMessage): Promise<number>;
  email(tx: Db, message: EmailMessage): Promise<number>;
  nudge(): void;
}
