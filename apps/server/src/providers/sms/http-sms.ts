import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import type { SmsMessage, SmsProvider } from "./sms-provider.ts";

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ to, text, language, reference }` as JSON to a gateway (Bearer token when configured).
 * The outbox row is written first, so a failed gateway leaves a FAILED row to retry from.
 */
export function httpSmsProvider(db: Db, log: Pick<FastifyBaseLogger, "warn">, options: HttpSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: "http",
    async send(message: SmsMessage) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ toPhone: message.to, body: message.body, language: message.language, purpose: message.purpose, provider: "http" })
        .returning({ id: smsOutbox.id });
      let error: string | null = null;
      try {
        const response = await doFetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.body, language: message.language, reference: `hitch-sms-${row.id}` }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) error = `HTTP ${response.status}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      const status = error ? ("FAILED" as const) : ("SENT" as const);
      await db
        .update(smsOutbox)
        .set({ status, error, attempts: sql`${smsOutbox.attempts} + 1`, sentAt: error ? null : new Date() })
        .where(eq(smsOutbox.id, row.id));
      if (error) log.warn({ outboxId: row.id, error }, "sms gateway refused the message");
      return { outboxId: row.id, status };
    },
  };
}
