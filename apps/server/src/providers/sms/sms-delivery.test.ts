import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { createTestDb, TEST_DB_KINDS, type TestDatabase } from "../../db/test-db.ts";
import { postToGateway } from "./http-sms.ts";
import { outboxCipher } from "./outbox-cipher.ts";
import { MAX_ATTEMPTS, sendDueSms, RETRY_AFTER_MS, STALE_SENDING_MS, type SmsChannel } from "./sms-delivery.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const cipher = outboxCipher("test-outbox-key-0123456789-0123456789");

/** A gateway stand-in: records what it was sent (and the idempotency header) and answers `status` (or fails the connection). */
function gateway(status: number | "unreachable" = 202) {
  const sent: { to: string; text: string; reference: string }[] = [];
  const keys: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    if (status === "unreachable") throw new Error("connect ECONNREFUSED");
    sent.push(JSON.parse(init.body as string));
    keys.push(new Headers(init.headers).get("idempotency-key")!);
    return new Response(null, { status });
  }) as typeof globalThis.fetch;
  const options = { url: "http://gateway.test/send", token: undefined, fetch };
  const channel: SmsChannel = {
    provider: "http",
    cipher,
    deliver: (id, message) => postToGateway(options, id, message),
  };
  return { sent, keys, channel };
}

describe.each(TEST_DB_KINDS)("retrying SMS through the gateway on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database?.release());
  beforeEach(async () => {
    await database.db.delete(smsOutbox);
  });

  const insert = async (values: Partial<typeof smsOutbox.$inferInsert>) => {
    const [row] = await database.db
      .insert(smsOutbox)
      .values({
        toPhone: "+3725550001",
        body: "Your …",
        bodyEncrypted: cipher.encrypt("Your link"),
        language: "et",
        purpose: "ASSISTANCE_LINK",
        provider: "http",
        ...values,
      })
      .returning();
    return row;
  };
  const reload = async (id: number) => (await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

  it("sends a failed message again once its wait has passed, and marks it sent", async () => {
    const due = await insert({
      status: "FAILED",
      attempts: 1,
      error: "HTTP 503",
      createdAt: ago(RETRY_AFTER_MS[1] + 1000),
    });
    const early = await insert({ status: "FAILED", attempts: 1, error: "HTTP 503", createdAt: ago(10_000) });
    const { sent, channel } = gateway();
    expect(await sendDueSms(database.db, channel, NOW)).toEqual({ tried: 1, sent: 1 });
    expect(sent).toEqual([{ to: "+3725550001", text: "Your link", language: "et", reference: `hitch-sms-${due.id}` }]);
    expect(await reload(due.id)).toMatchObject({ status: "SENT", attempts: 2, error: null });
    expect((await reload(due.id)).sentAt).toBeInstanceOf(Date);
    expect(await reload(early.id)).toMatchObject({ status: "FAILED", attempts: 1 });
  });

  it("sends a new message at once, then erases its text and keeps the masked copy", async () => {
    const fresh = await insert({ status: "PENDING", attempts: 0, createdAt: ago(1_000) });
    const { sent, keys, channel } = gateway();
    expect(await sendDueSms(database.db, channel, NOW)).toEqual({ tried: 1, sent: 1 });
    expect(sent).toEqual([
      { to: "+3725550001", text: "Your link", language: "et", reference: `hitch-sms-${fresh.id}` },
    ]);
    expect(keys).toEqual([`hitch-sms-${fresh.id}`]);
    expect(await reload(fresh.id)).toMatchObject({ status: "SENT", attempts: 1, body: "Your …", bodyEncrypted: null });
  });

  it("gives a retry the same idempotency reference as the first attempt", async () => {
    const row = await insert({ status: "PENDING", attempts: 0, createdAt: NOW });
    const refused = gateway(503);
    await sendDueSms(database.db, refused.channel, NOW);
    expect(await reload(row.id)).toMatchObject({ status: "FAILED", attempts: 1, error: "HTTP 503" });
    expect((await reload(row.id)).bodyEncrypted).not.toBeNull();
    const { sent, keys, channel } = gateway();
    await sendDueSms(database.db, channel, new Date(NOW.getTime() + RETRY_AFTER_MS[1]));
    expect([...refused.keys, ...keys]).toEqual([`hitch-sms-${row.id}`, `hitch-sms-${row.id}`]);
    expect([...refused.sent, ...sent].map((m) => m.reference)).toEqual([`hitch-sms-${row.id}`, `hitch-sms-${row.id}`]);
  });

  it("picks up a gateway message a crash cut off mid-send, but not one being sent now or an outbox-only one", async () => {
    const stale = await insert({
      status: "SENDING",
      attempts: 1,
      attemptedAt: ago(STALE_SENDING_MS + 1000),
      createdAt: ago(3600_000),
    });
    const inFlight = await insert({
      status: "SENDING",
      attempts: 1,
      attemptedAt: ago(5_000),
      createdAt: ago(3600_000),
    });
    const outboxOnly = await insert({ status: "PENDING", attempts: 0, provider: "outbox", createdAt: ago(3600_000) });
    const { sent, channel } = gateway();
    await sendDueSms(database.db, channel, NOW);
    expect(sent.map((m) => m.reference)).toEqual([`hitch-sms-${stale.id}`]);
    expect(await reload(stale.id)).toMatchObject({ status: "SENT", attempts: 2 });
    expect((await reload(inFlight.id)).status).toBe("SENDING");
    expect((await reload(outboxOnly.id)).status).toBe("PENDING");
  });

  it("counts a failed retry and gives up after the last attempt", async () => {
    const row = await insert({
      status: "FAILED",
      attempts: MAX_ATTEMPTS - 1,
      createdAt: ago(RETRY_AFTER_MS[MAX_ATTEMPTS - 1] + 1000),
    });
    const down = gateway("unreachable");
    expect(await sendDueSms(database.db, down.channel, NOW)).toEqual({ tried: 1, sent: 0 });
    expect(await reload(row.id)).toMatchObject({
      status: "FAILED",
      attempts: MAX_ATTEMPTS,
      error: "connect ECONNREFUSED",
      bodyEncrypted: null,
    });
    const up = gateway();
    expect(await sendDueSms(database.db, up.channel, new Date(NOW.getTime() + 24 * 3600_000))).toEqual({
      tried: 0,
      sent: 0,
    });
    expect(up.sent).toEqual([]);
  });

  it("follows the schedule from the message's creation", async () => {
    const justEarly = await insert({ status: "FAILED", attempts: 1, createdAt: ago(59_000) });
    const onTime = await insert({ status: "FAILED", attempts: 1, createdAt: ago(60_000) });
    const secondRetryEarly = await insert({ status: "FAILED", attempts: 2, createdAt: ago(60_000) });
    const alreadySent = await insert({ status: "SENT", attempts: 1, createdAt: ago(3600_000) });
    const { sent, channel } = gateway();
    await sendDueSms(database.db, channel, NOW);
    expect(sent.map((m) => m.reference)).toEqual([`hitch-sms-${onTime.id}`]);
    for (const row of [justEarly, secondRetryEarly, alreadySent])
      expect((await reload(row.id)).attempts).toBe(row.attempts);
  });

  it("finds the due messages behind a backlog of ones still waiting (a long gateway outage)", async () => {
    for (let i = 0; i < 120; i++) await insert({ status: "FAILED", attempts: 5, createdAt: ago(3600_000) });
    const due = await insert({ status: "FAILED", attempts: 1, createdAt: ago(RETRY_AFTER_MS[1] + 1000) });
    const { sent, channel } = gateway();
    await sendDueSms(database.db, channel, NOW);
    expect(sent.map((m) => m.reference)).toEqual([`hitch-sms-${due.id}`]);
  });

  it("sends each message once when several instances retry at the same moment", async () => {
    for (let i = 0; i < 6; i++)
      await insert({ status: "FAILED", attempts: 1, createdAt: ago(RETRY_AFTER_MS[1] + 1000) });
    const { sent, channel } = gateway();
    const runs = await Promise.all([1, 2, 3].map(() => sendDueSms(database.db, channel, NOW)));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(new Set(sent.map((m) => m.reference)).size).toBe(6);
    expect(sent).toHaveLength(6);
  });
});
