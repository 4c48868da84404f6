import { and, asc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import type { OutboxCipher } from "./outbox-cipher.ts";
import type { SmsMessage } from "./sms-provider.ts";

/**
 * When attempt n+1 of a message may run, counted from the message's creation, for n attempts made:
 * the first retry after a minute, the last about four hours after the customer asked. A link that
 * arrives later than that is no use to someone at the roadside, so the message stays FAILED for
 * the operators (it is in the outbox with its error).
 */
export const RETRY_AFTER_MS = [0, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length;
/** A message still SENDING this long after its attempt was claimed was cut off by a crash. */
export const STALE_SENDING_MS = 2 * 60_000;
export const BATCH = 20;

/** Where a provider's messages go. `deliver` answers null when the message was taken, else why not. */
export interface SmsChannel {
  provider: "outbox" | "http";
  cipher: OutboxCipher;
  deliver(outboxId: number, message: SmsMessage): Promise<string | null>;
}

/**
 * The messages of `provider` due at `now`, as a query condition: new ones at once, failed ones on
 * the schedule, and ones a crash cut off mid-send. The schedule is applied by the database, so a
 * backlog of messages still waiting (a long gateway outage) never hides the due ones.
 */
function dueCondition(provider: string, now: Date): SQL {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const failedAndDue = RETRY_AFTER_MS.map((wait, attempts) =>
    and(eq(smsOutbox.status, "FAILED"), eq(smsOutbox.attempts, attempts), lte(smsOutbox.createdAt, before(wait))),
  );
  const fresh = eq(smsOutbox.status, "PENDING");
  const interrupted = and(
    eq(smsOutbox.status, "SENDING"),
    lt(smsOutbox.attempts, MAX_ATTEMPTS),
    lte(smsOutbox.attemptedAt, before(STALE_SENDING_MS)),
  );
  return and(eq(smsOutbox.provider, provider), or(fresh, interrupted, ...failedAndDue))!;
}

/** Records how an attempt ended. The sealed text goes once it is sent or will never be tried again. */
async function recordOutcome(db: Db, outboxId: number, attempts: number, error: string | null) {
  const finished = error === null || attempts >= MAX_ATTEMPTS;
  await db
    .update(smsOutbox)
    .set({
      status: error ? "FAILED" : "SENT",
      error,
      sentAt: error ? null : new Date(),
      ...(finished ? { bodyEncrypted: null } : {}),
    })
    .where(eq(smsOutbox.id, outboxId));
}

/** Messages cut off mid-send on their last attempt: not sent again, left FAILED for the operators. */
async function giveUpInterrupted(db: Db, provider: string, now: Date) {
  await db
    .update(smsOutbox)
    .set({ status: "FAILED", error: "INTERRUPTED", bodyEncrypted: null })
    .where(
      and(
        eq(smsOutbox.provider, provider),
        eq(smsOutbox.status, "SENDING"),
        gte(smsOutbox.attempts, MAX_ATTEMPTS),
        lte(smsOutbox.attemptedAt, new Date(now.getTime() - STALE_SENDING_MS)),
      ),
    );
}

/**
 * Sends the due messages of the channel's provider. Each is first claimed by marking it SENDING
 * and raising its attempt count only if nobody else has (a conditional UPDATE), so several
 * instances never send one message at once, and no transaction stays open while the gateway
 * answers (the embedded database has one connection). The text is decrypted only here, just
 * before it leaves. Answers how many were tried and how many went out.
 */
export async function sendDueSms(db: Db, channel: SmsChannel, now: Date): Promise<{ tried: number; sent: number }> {
  await giveUpInterrupted(db, channel.provider, now);
  const due = await db
    .select()
    .from(smsOutbox)
    .where(dueCondition(channel.provider, now))
    .orderBy(asc(smsOutbox.id))
    .limit(BATCH);
  let tried = 0;
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .update(smsOutbox)
      .set({ status: "SENDING", attempts: sql`${smsOutbox.attempts} + 1`, attemptedAt: now })
      .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.attempts, row.attempts), eq(smsOutbox.status, row.status)))
      .returning({ attempts: smsOutbox.attempts });
    if (claimed.length === 0) continue;
    tried++;
    const error = await attempt(channel, row);
    // A message with no text left (erased, or written before texts were sealed) can never be sent.
    await recordOutcome(db, row.id, row.bodyEncrypted === null ? MAX_ATTEMPTS : claimed[0].attempts, error);
    if (!error) sent++;
  }
  return { tried, sent };
}

async function attempt(channel: SmsChannel, row: typeof smsOutbox.$inferSelect): Promise<string | null> {
  if (row.bodyEncrypted === null) return "NO_TEXT";
  let text: string;
  try {
    text = channel.cipher.decrypt(row.bodyEncrypted);
  } catch {
    // Another OUTBOX_ENCRYPTION_KEY sealed it: an instance with the right key may still send it.
    return "UNREADABLE_TEXT";
  }
  return channel.deliver(row.id, { to: row.toPhone, body: text, language: row.language, purpose: row.purpose });
}
