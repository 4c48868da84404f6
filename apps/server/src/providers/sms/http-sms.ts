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
 * Posts `{ to, text, language, reference }` as JSON to the gateway (Bearer token when configured).
 * Answers null when the gateway took the message, otherwise why not.
 */
export async function postToGateway(options: HttpSmsOptions, outboxId: number, message: Omit<SmsMessage, "purpose">): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.body, language: message.language, reference: `hitch-sms-${outboxId}` }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (cause) {
    return cause instanceof Error ? cause.message : String(cause);
  }
}

/** Records how a delivery attempt ended; `countAttempt` unless the attempt was counted when claimed. */
export async function recordOutcome(db: Db, outboxId: number, error: string | null, countAttempt = false) {
  await db
    .update(smsOutbox)
    .set({
      status: error ? "FAILED" : "SENT",
      error,
      sentAt: error ? null : new Date(),
      ...(countAttempt ? { attempts: sql`${smsOutbox.attempts} + 1` } : {}),
    })
    .where(eq(smsOutbox.id, outboxId));
}

/**
 * Sends through an HTTP gateway. The outbox row is written first, so a failed gateway (or a crash
 * before the answer) leaves a row that the retry worker (sms-retry.ts) sends again.
 */
export function httpSmsProvider(db: Db, log: Pick<FastifyBaseLogger, "warn">, options: HttpSmsOptions): SmsProvider {
  return {
    name: "http",
    async send(message: SmsMessage) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ toPhone: message.to, body: message.body, language: message.language, purpose: message.purpose, provider: "http" })
        .returning({ id: smsOutbox.id });
      const error = await postToGateway(options, row.id, message);
      await recordOutcome(db, row.id, error, true);
      if (error) log.warn({ outboxId: row.id, error }, "sms gateway refused the message");
      return { outboxId: row.id, status: error ? ("FAILED" as const) : ("SENT" as const) };
    },
  };
}
