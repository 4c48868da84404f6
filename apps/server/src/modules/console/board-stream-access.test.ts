import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { signInAdministrator, newOperator, signIn, consolePost } from "../operators/test-support.ts";
import { emailOutbox } from "../../db/schema/outbox.ts";
import { eq } from "drizzle-orm";

// Each sign-in is a password hash, one at a time per instance: on a busy machine a test takes minutes.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });
/**
 * An operator's open board stream ends the moment their access changes (disabled, services changed,
 * password reset), long before its next heartbeat (15 s): it would otherwise keep sending the ids of
 * requests they may no longer see. Reopened, the guard answers for the access they have now.
 */
describe.each(TEST_DB_KINDS)("board stream after an access change on %s", (kind) => {
  let t: TestApp;
  let service: { id: number; name: string };
  let admin = "";
  let base = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    admin = (await signInAdministrator(t)).cookie;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/console`;
  });
  afterAll(() => t?.close());

  /** Opens the stream as `cookie`; answers a promise of how many ms after `since()` it ended. */
  async function openStream(cookie: string) {
    const response = await fetch(`${base}/stream`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let changedAt = 0;
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now() - changedAt;
    })();
    return { changed: () => void (changedAt = Date.now()), ended };
  }

  const withinTwoSeconds = (ended: Promise<number>) =>
    Promise.race([ended, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 2000))]);

  const operatorOfService = async () => {
    const operator = await newOperator(t, [{ service: service.name, role: "OPERATOR" }]);
    return { ...operator, cookie: await signIn(t, operator.email) };
  };

  it("ends when the operator is disabled, and opening it again answers 401", async () => {
    const operator = await operatorOfService();
    const stream = await openStream(operator.cookie);
    stream.changed();
    expect((await consolePost(t, `/operators/${operator.id}/disable`, {}, admin)).statusCode).toBe(200);
    expect(await withinTwoSeconds(stream.ended)).toBeLessThan(2000);
    expect((await fetch(`${base}/stream`, { headers: { cookie: operator.cookie } })).status).toBe(401);
  });

  it("ends when the operator loses a service", async () => {
    const operator = await operatorOfService();
    const stream = await openStream(operator.cookie);
    stream.changed();
    const change = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/console/operators/${operator.id}`,
      headers: { origin: t.config.publicUrl, cookie: admin },
      payload: { memberships: [] },
    });
    expect(change.statusCode).toBe(200);
    expect(await withinTwoSeconds(stream.ended)).toBeLessThan(2000);
  });

  it("ends when the operator's password is reset", async () => {
    const operator = await operatorOfService();
    const stream = await openStream(operator.cookie);
    await consolePost(t, "/auth/request-password-reset", {
      email: operator.email,
      redirectTo: "/console/reset-password",
    });
    await t.flushOutbox();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, operator.email));
    const url = /https?:\/\/\S+/.exec(t.deliveredEmails.get(mail.id) ?? "")?.[0] ?? "";
    const token = new URL(url).pathname.split("/").at(-1)!;
    stream.changed();
    expect(
      (await consolePost(t, "/auth/reset-password", { token, newPassword: "a brand new password" })).statusCode,
    ).toBe(200);
    expect(await withinTwoSeconds(stream.ended)).toBeLessThan(2000);
  });
});
