import type { SmsMessage } from "./sms-provider.ts";

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The message's stable id at the gateway: the outbox row's, the same on every attempt. */
export const smsReference = (outboxId: number) => `hitch-sms-${outboxId}`;

/**
 * Posts `{ to, text, language, reference }` as JSON to the gateway (Bearer token when configured),
 * with the reference also in the `Idempotency-Key` header: a retry after a crash or a lost answer
 * carries the same one, so a gateway that remembers references sends each text once.
 * Answers null when the gateway took the message, otherwise why not.
 */
export async function postToGateway(
  options: HttpSmsOptions,
  outboxId: number,
  message: Omit<SmsMessage, "purpose">,
): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  const reference = smsReference(outboxId);
  try {
    const response = await doFetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": reference,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.body, language: message.language, reference }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (cause) {
    return cause instanceof Error ? cause.message : String(cause);
  }
}
