import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { operatorAuditLog, operatorUsers, operatorVerifications } from "../../db/schema/operators.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, uniqueName, type TestApp } from "../../testing/test-app.ts";
import { consolePost, signInAdministrator } from "./test-support.ts";

/** An invitation is the account, its memberships, the e-mailed link and the audit entry together, or none of them. */
describe.each(TEST_DB_KINDS)("an operator's invitation on %s", (kind) => {
  let t: TestApp;
  let service: { id: number; name: string };
  let admin = "";
  const invite = (email: string) =>
    consolePost(
      t,
      "/operators",
      { name: "Ivy Invitee", email, language: "et", memberships: [{ serviceId: service.id, role: "OPERATOR" }] },
      admin,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    admin = (await signInAdministrator(t)).cookie;
  });
  afterAll(() => t?.close());

  it("leaves no account behind when its e-mail cannot be queued, and the same address can be invited again", async () => {
    const email = `${uniqueName("ivy")}@example.com`;
    const accountsOf = () => t.db.select().from(operatorUsers).where(eq(operatorUsers.email, email));
    const failing = vi.spyOn(t.app.appContext.outbox, "email").mockRejectedValueOnce(new Error("outbox unavailable"));
    try {
      const failed = await invite(email);
      expect(failed.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await accountsOf()).toEqual([]);
    const links = await t.db.select().from(operatorVerifications);
    expect(links.filter((l) => l.identifier.startsWith("reset-password:"))).toEqual([]);

    const again = await invite(email);
    expect(again.statusCode).toBe(201);
    const [account] = await accountsOf();
    expect(account.id).toBe(again.json<{ id: string }>().id);
    const audit = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, account.id));
    expect(audit.map((e) => e.action)).toEqual(["operator.invite"]);
  });
});
