import { randomUUID } from "node:crypto";
import type { CaseKind } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { claimSetup, emailsAbout, feedbackUuidIn, filedClaimCase } from "../cases/case-test-support.ts";
import { call, claimUuidSeenBy } from "../claims/claim-test-support.ts";

describe.each(TEST_DB_KINDS)("feedback links on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t, { themeColor: "#0055AA" });
  });
  afterAll(() => t?.close());

  /** An invitation row as the hooks leave it, with its link's uuid; `expiresInMs` negative for an expired one. */
  const invite = async (
    caseType: CaseKind = "ASSISTANCE_REQUEST",
    o: { expiresInMs?: number; serviceId?: number } = {},
  ) => {
    const uuid = randomUUID();
    const [row] = await t.db
      .insert(feedback)
      .values({
        uuidHash: hashUuid(uuid),
        caseType,
        serviceId: o.serviceId ?? service.id,
        expiresAt: new Date(Date.now() + (o.expiresInMs ?? 86_400_000)),
      })
      .returning();
    return { ...row, uuid };
  };
  const validate = (uuid: string, caseType: string) =>
    call(t, "PUT", `/feedback/${uuid}/validate?caseType=${caseType}`, null);
  const give = (uuid: string, caseType: string, body: unknown) =>
    call(t, "PUT", `/feedback/${uuid}?caseType=${caseType}`, null, body);

  it("says VALID for a fresh link of each kind, asked with its own caseType and no session", async () => {
    for (const caseType of ["ASSISTANCE_REQUEST", "CLAIM", "CASES"] as const) {
      const row = await invite(caseType);
      expect((await validate(row.uuid, caseType)).json(), caseType).toEqual({ state: "VALID" });
    }
  });

  it("answers 404 (the page's NOT_FOUND) to an unknown uuid and to another kind's caseType", async () => {
    const row = await invite("CLAIM");
    for (const [uuid, caseType] of [
      [randomUUID(), "CLAIM"],
      [row.uuid, "CASES"],
      [row.uuid, "ASSISTANCE_REQUEST"],
    ]) {
      expect((await validate(uuid, caseType)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      expect((await give(uuid, caseType, { stars: 5 })).statusCode).toBe(404);
      expect((await call(t, "GET", `/feedbacks/${uuid}/service-theme?caseType=${caseType}`, null)).statusCode).toBe(
        404,
      );
    }
  });

  it("rejects a malformed uuid, a missing caseType and an unknown caseType (400)", async () => {
    const row = await invite();
    for (const url of [
      `/feedback/not-a-uuid/validate?caseType=CLAIM`,
      `/feedback/${row.uuid}/validate`,
      `/feedback/${row.uuid}/validate?caseType=REPAIR`,
    ]) {
      expect((await call(t, "PUT", url, null)).statusCode, url).toBe(400);
    }
  });

  it("takes one answer of 1 to 5 stars with an optional comment, then says ALREADY_GIVEN and refuses a second (409)", async () => {
    const row = await invite("ASSISTANCE_REQUEST");
    const first = await give(row.uuid, "ASSISTANCE_REQUEST", { stars: 4, comment: "  Quick and friendly.  " });
    expect(first.statusCode, first.body).toBe(200);
    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, row.id));
    expect(stored).toMatchObject({ stars: 4, comment: "Quick and friendly." });
    expect(stored.usedAt).not.toBeNull();
    expect((await validate(row.uuid, "ASSISTANCE_REQUEST")).json()).toEqual({ state: "ALREADY_GIVEN" });
    expect((await give(row.uuid, "ASSISTANCE_REQUEST", { stars: 1 })).json()).toEqual({
      statusCode: 409,
      code: "FEEDBACK_ALREADY_GIVEN",
    });
    const [after] = await t.db.select().from(feedback).where(eq(feedback.id, row.id));
    expect(after.stars).toBe(4);

    const bare = await invite("CASES");
    expect((await give(bare.uuid, "CASES", { stars: 1 })).statusCode).toBe(200);
    expect((await t.db.select().from(feedback).where(eq(feedback.id, bare.id)))[0]).toMatchObject({
      stars: 1,
      comment: null,
    });
  });

  it("lets exactly one of several simultaneous answers through", async () => {
    const row = await invite("CLAIM");
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => give(row.uuid, "CLAIM", { stars })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("requires stars from 1 to 5 and a comment of at most 2000 characters", async () => {
    const row = await invite();
    for (const body of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: "5" },
      { stars: 5, comment: "x".repeat(2001) },
      { stars: 5, extra: true },
      [5],
    ]) {
      const res = await give(row.uuid, "ASSISTANCE_REQUEST", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await validate(row.uuid, "ASSISTANCE_REQUEST")).json()).toEqual({ state: "VALID" });
    expect((await give(row.uuid, "ASSISTANCE_REQUEST", { stars: 5, comment: "x".repeat(2000) })).statusCode).toBe(200);
  });

  it("says EXPIRED after the link's time and refuses an answer (410)", async () => {
    const row = await invite("CASES", { expiresInMs: -1000 });
    expect((await validate(row.uuid, "CASES")).json()).toEqual({ state: "EXPIRED" });
    expect((await give(row.uuid, "CASES", { stars: 3 })).json()).toEqual({ statusCode: 410, code: "FEEDBACK_EXPIRED" });
  });

  it("themes the page with the invitation's service", async () => {
    const row = await invite("CASES");
    const res = await call(t, "GET", `/feedbacks/${row.uuid}/service-theme?caseType=CASES`, null);
    expect(res.json()).toMatchObject({
      externalId: service.externalId,
      name: service.name,
      theme: { color: "#0055AA" },
    });
  });

  it("validates the claim-received invitation (GET /feedback?claimUuid) and the repair one as their own kinds", async () => {
    const own = await claimSetup(t, await createTestService(t));
    const c = await filedClaimCase(t, own);
    const claimUuid = await claimUuidSeenBy(t, c);
    const offered = (await call(t, "GET", `/feedback?claimUuid=${claimUuid}`, c.cookie)).json().uuid as string;
    expect((await validate(offered, "CLAIM")).json()).toEqual({ state: "VALID" });
    expect((await validate(offered, "CASES")).statusCode).toBe(404);
    await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/cases/${c.caseId}/steps/PICK_UP_VEHICLE/complete`,
      headers: t.operator,
    });
    const rows = await t.db.select().from(feedback).where(eq(feedback.claimId, c.id));
    expect(rows.map((r) => r.caseType).sort()).toEqual(["CASES", "CLAIM"]);
    const repair = feedbackUuidIn((await emailsAbout(t, c.plate, "FEEDBACK_REQUEST"))[0]?.body ?? "");
    expect(repair).not.toBe(offered);
    expect((await give(repair, "CASES", { stars: 5 })).statusCode).toBe(200);
    expect((await validate(offered, "CLAIM")).json()).toEqual({ state: "VALID" });
  });

  describe("operator list", () => {
    it("lists a service's answers newest first with their count and mean, leaving out unanswered links and other services", async () => {
      const own = await createTestService(t);
      const other = await createTestService(t);
      for (const [stars, comment] of [
        [5, "Great"],
        [2, null],
        [4, "Fine"],
      ] as const) {
        const row = await invite("ASSISTANCE_REQUEST", { serviceId: own.id });
        expect((await give(row.uuid, "ASSISTANCE_REQUEST", { stars, comment })).statusCode).toBe(200);
      }
      await invite("CLAIM", { serviceId: own.id });
      const elsewhere = await invite("CLAIM", { serviceId: other.id });
      await give(elsewhere.uuid, "CLAIM", { stars: 1 });
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/feedback?serviceName=${own.name}`,
        headers: t.operator,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ count: 3, averageRating: 3.67 });
      // The link is the customer's alone: the operators get the answer, not the key.
      for (const item of body.items)
        expect(Object.keys(item).sort()).toEqual(["caseType", "comment", "givenAt", "stars"]);
      expect(
        body.items.map((i: { stars: number; comment: string | null; caseType: string }) => [
          i.stars,
          i.comment,
          i.caseType,
        ]),
      ).toEqual([
        [4, "Fine", "ASSISTANCE_REQUEST"],
        [2, null, "ASSISTANCE_REQUEST"],
        [5, "Great", "ASSISTANCE_REQUEST"],
      ]);
      const empty = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/feedback?serviceName=${(await createTestService(t)).name}`,
        headers: t.operator,
      });
      expect(empty.json()).toEqual({ count: 0, averageRating: null, items: [] });
    });

    it("answers 404 for an unknown service, 400 without one and 401 without the key", async () => {
      const get = (url: string, headers: Record<string, string> = t.operator) =>
        t.app.inject({ method: "GET", url, headers });
      expect((await get("/api/v1/admin/feedback?serviceName=no-such")).json()).toEqual({
        statusCode: 404,
        code: "SERVICE_NOT_FOUND",
      });
      expect((await get("/api/v1/admin/feedback")).statusCode).toBe(400);
      expect((await get(`/api/v1/admin/feedback?serviceName=${service.name}`, {})).statusCode).toBe(401);
    });
  });
});
