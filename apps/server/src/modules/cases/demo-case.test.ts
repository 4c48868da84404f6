import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, sessionCookieOf, type TestApp } from "../../testing/test-app.ts";
import { call } from "../claims/claim-test-support.ts";
import { operatorCall } from "./case-test-support.ts";

describe.each(TEST_DB_KINDS)("demo case on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Two instances starting together on one database seed at the same moment.
    await Promise.all([seedDemo(t.db), seedDemo(t.db)]);
    await seedDemo(t.db);
  });
  afterAll(() => t?.close());

  it("seeds one repair under way for the demo service that an operator's link opens", async () => {
    expect(await t.db.select().from(claims).where(eq(claims.externalId, "DEMO-CASE-1"))).toHaveLength(1);
    const list = (await operatorCall(t, "GET", "/cases?serviceName=demo")).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      reference: "DEMO-CASE-1",
      licensePlate: "123ABC",
      closedAt: null,
      workshop: { name: "Kesklinna Autoremont" },
    });
    const { code } = (await operatorCall(t, "POST", `/cases/${list[0].id}/link`)).json();
    const opened = await call(t, "GET", `/case-link/${code}`, null);
    const seen = (await call(t, "GET", `/cases?claimId=${opened.json().claimId}`, sessionCookieOf(opened))).json();
    expect(seen.nextStep).toMatchObject({ caseStepId: "PREPARING_REPAIR_ESTIMATE", estimationType: "TIMESTAMP" });
    expect(seen.progress.filter((s: { completedTimeMs: number | null }) => s.completedTimeMs !== null)).toHaveLength(3);
    expect(seen.progress.filter((s: { estimationType: string }) => s.estimationType === "DATE")).toHaveLength(3);
  });
});
