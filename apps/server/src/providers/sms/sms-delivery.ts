import { and, asc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/outbox.ts";
import type { OutboxCipher } from "./outbox-cipher.ts";
import type { EmailMessage, SmsMessage } from "./sms-provider.ts";

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
export interface Channel<M> {
  provider: string;
  cipher: OutboxCipher;
  deliver(outboxId: number, message: M): Promise<string | null>;
}
export type SmsChannel = Channel<SmsMessage> & { provider: "outbox" | "http" };
export type EmailChannel = Channel<EmailMessage> & { provider: "outbox" | "smtp" };

/** SMS and e-mail wait in tables of the same shape and leave by the same rules. */
type OutboxTable = typeof smsOutbox | typeof emailOutbox;

/**
 * The messages of `provider` due at `now`, as a query condition: new ones at once, failed ones on
 * the schedule, and ones a crash cut off mid-send. The schedule is applied by the database, so a
 * backlog of messages still waiting (a long gateway outage) never hides the due ones.
 */
function dueCondition(table: OutboxTable, provider: string, now: Date): SQL {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const failedAndDue = RETRY_AFTER_MS.map((wait, attempts) =>
    and(eq(table.status, "FAILED"), eq(table.attempts, attempts), lte(table.createdAt, before(wait))),
  );
  const fresh = eq(table.status, "PENDING");
  const interrupted = and(
    eq(table.status, "SENDING"),
    lt(table.attempts, MAX_ATTEMPTS),
    lte(table.attemptedAt, before(STALE_SENDING_MS)),
  );
  return and(eq(table.provider, provider), or(fresh, interrupted, ...failedAndDue))!;
}

/** Records how an attempt ended. The sealed text goes once it is sent or will never be tried again. */
async function recordOutcome(db: Db, table: OutboxTable, outboxId: number, attempts: number, error: string | null) {
  const finished = error === null || attempts >= MAX_ATTEMPTS;
  await db
    .update(table)
    .set({
      status: error ? "FAILED" : "SENT",
      error,
      sentAt: error ? null : new Date(),
      ...(finished ? { bodyEncrypted: null } : {}),
    })
    .where(eq(table.id, outboxId));
}

/** Messages cut off mid-send on their last attempt: not sent again, left FAILED for the operators. */
async function giveUpInterrupted(db: Db, table: OutboxTable, provider: string, now: Date) {
  await db
    .update(table)
    .set({ status: "FAILED", error: "INTERRUPTED", bodyEncrypted: null })
    .where(
      and(
        eq(table.provider, provider),
        eq(table.status, "SENDING"),
        gte(table.attempts, MAX_ATTEMPTS),
        lte(table.attemptedAt, new Date(now.getTime() - STALE_SENDING_MS)),
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
export function sendDueSms(db: Db, channel: SmsChannel, now: Date): Promise<{ tried: number; sent: number }> {
  return sendDue(db, smsOutbox, channel, now, (row, body) => ({
    to: row.toPhone,
    body,
    language: row.language,
    purpose: row.purpose,
  }));
}

/** The same for e-mails, through the EMAIL_PROVIDER's channel. */
export function sendDueEmails(db: Db, channel: EmailChannel, now: Date): Promise<{ tried: number; sent: number }> {
  return sendDue(db, emailOutbox, channel, now, (row, body) => ({
    to: row.toEmail,
    subject: row.subject,
    body,
    language: row.language,
    purpose: row.purpose,
  }));
}

async function sendDue<T extends OutboxTable, M>(
  db: Db,
  table: T,
  channel: Channel<M>,
  now: Date,
  messageOf: (row: T["$inferSelect"], body: string) => M,
): Promise<{ tried: number; sent: number }> {
  await giveUpInterrupted(db, table, channel.provider, now);
  const due: T["$inferSelect"][] = await db
    .select()
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- drizzle's select needs the concrete union, not T
    .from(table as OutboxTable)
    .where(dueCondition(table, channel.provider, now))
    .orderBy(asc(table.id))
    .limit(BATCH);
  let tried = 0;
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above, for update
      .update(table as OutboxTable)
      .set({ status: "SENDING", attempts: sql`${table.attempts} + 1`, attemptedAt: now })
      .where(and(eq(table.id, row.id), eq(table.attempts, row.attempts), eq(table.status, row.status)))
      .returning({ attempts: table.attempts });
    if (claimed.length === 0) continue;
    tried++;
    const error = await attempt(channel, row, messageOf);
    // A message with no text left (erased, or written before texts were sealed) can never be sent.
    await recordOutcome(db, table, row.id, row.bodyEncrypted === null ? MAX_ATTEMPTS : claimed[0].attempts, error);
    if (!error) sent++;
  }
  return { tried, sent };
}

async function attempt<R extends { id: number; bodyEncrypted: string | null }, M>(
  channel: Channel<M>,
  row: R,
  messageOf: (row: R, body: string) => M,
): Promise<string | null> {
  if (row.bodyEncrypted === null) return "NO_TEXT";
  let text: string;
  try {
    text = channel.cipher.decrypt(row.bodyEncrypted);
  } catch {
    // Another OUTBOX_ENCRYPTION_KEY sealed it: an instance with the right key may still send it.
    return "UNREADABLE_TEXT";
  }
  return channel.deliver(row.id, messageOf(row, text));
}
