import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import type { SmsMessage, SmsProvider } from "./sms-provider.ts";

/**
 * The offline default: the message is written to the outbox table and logged, nothing leaves
 * the machine. Operators (or a later gateway worker) read the outbox.
 */
export function outboxSmsProvider(db: Db, log: Pick<FastifyBaseLogger, "info">): SmsProvider {
  return {
    name: "outbox",
    async send(message: SmsMessage) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ toPhone: message.to, body: message.body, language: message.language, purpose: message.purpose, provider: "outbox" })
        .returning({ id: smsOutbox.id });
      log.info({ outboxId: row.id, to: message.to, purpose: message.purpose, body: message.body }, "sms queued in outbox");
      return { outboxId: row.id, status: "PENDING" as const };
    },
  };
}
