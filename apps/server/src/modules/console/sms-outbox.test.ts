import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { consolePost, newOperator, signIn } from "../operators/test-support.ts";

type Sms = { id: number; status: string; body: string; error: string | null; attempts: number; retryable: boolean };

/**
 * The console's SMS screen: the outbox of the operator's own services with masked texts, delivery state
 * and the gateway's errors, and a retry of a failed message (audited; 403 for a viewer, 404 for others).
 */
describe.each(TEST_DB_KINDS)("console SMS outbox on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  const cookie: Record<"opA" | "viewerA" | "opB", string> = { opA: "", viewerA: "", opB: "" };
  const list = async (who: keyof typeof cookie, query = "") =>
    (await t.app.inject({ method: "GET", url: `/api/v1/console/sms${query}`, headers: { cookie: cookie[who] } })).json<
      Sms[]
    >();

  /** Texts a link of service A through the console and lets the outbox send it. */
  const textedLink = async () => {
    const form = { kind: "ASSISTANCE", phonePrefix: "+372", phone: "55512345", language: "et", sendSms: true };
    const res = await consolePost(t, "/links", { ...form, serviceId: a.id }, cookie.opA);
    await t.flushOutbox();
    return res.json<{ smsId: number; url: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    const b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  it("lists the service's messages with masked texts, to its own operators only", async () => {
    const link = await textedLink();
    const [sms] = (await list("viewerA")).filter((m) => m.id === link.smsId);
    expect(sms).toMatchObject({ status: "SENT", attempts: 1, retryable: false, purpose: "ASSISTANCE_LINK" });
    const code = link.url.split("/").at(-1)!;
    expect(sms.body).not.toContain(code);
    expect((await list("opB")).map((m) => m.id)).not.toContain(link.smsId);
    const narrowed = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/sms?serviceId=${a.id}`,
      headers: { cookie: cookie.opB },
    });
    expect(narrowed.statusCode).toBe(404);
    expect((await list("opA", "?status=FAILED")).map((m) => m.id)).not.toContain(link.smsId);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/v1/console/sms?status=LOST",
      headers: { cookie: cookie.opA },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("retries a failed message for the operator, audited; a viewer 403, another service 404", async () => {
    const link = await textedLink();
    // The gateway refused it, and it still waits for its next scheduled attempt.
    await t.db
      .update(smsOutbox)
      .set({ status: "FAILED", error: "HTTP_503", bodyEncrypted: "kept" })
      .where(eq(smsOutbox.id, link.smsId));
    const [failed] = (await list("opA", "?status=FAILED")).filter((m) => m.id === link.smsId);
    expect(failed).toMatchObject({ error: "HTTP_503", retryable: true });

    expect((await consolePost(t, `/sms/${link.smsId}/retry`, {}, cookie.opB)).statusCode).toBe(404);
    const viewer = await consolePost(t, `/sms/${link.smsId}/retry`, {}, cookie.viewerA);
    expect(viewer.statusCode).toBe(403);
    const res = await consolePost(t, `/sms/${link.smsId}/retry`, {}, cookie.opA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: link.smsId, status: "PENDING" });
    // A message that went out needs no retry.
    const sent = await textedLink();
    const again = await consolePost(t, `/sms/${sent.smsId}/retry`, {}, cookie.opA);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("SMS_NOT_FAILED");

    const audit = await t.app.inject({
      method: "GET",
      url: "/api/v1/console/audit?action=sms.retry",
      headers: { cookie: cookie.opA },
    });
    expect(audit.json<Record<string, unknown>[]>()[0]).toMatchObject({
      serviceId: a.id,
      targetId: String(link.smsId),
      before: { status: "FAILED", error: "HTTP_503" },
      after: { status: "PENDING" },
    });
  });

  it("answers 409 SMS_TEXT_GONE for a message the outbox gave up on", async () => {
    const link = await textedLink();
    await t.db.update(smsOutbox).set({ status: "FAILED", error: "HTTP_400" }).where(eq(smsOutbox.id, link.smsId));
    const [gone] = (await list("opA")).filter((m) => m.id === link.smsId);
    expect(gone.retryable).toBe(false);
    const res = await consolePost(t, `/sms/${link.smsId}/retry`, {}, cookie.opA);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("SMS_TEXT_GONE");
    expect((await consolePost(t, "/sms/2147483000/retry", {}, cookie.opA)).statusCode).toBe(404);
  });
});
