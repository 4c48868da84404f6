import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { links } from "../../db/schema/links.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, sessionCookieOf, type TestApp } from "../../testing/test-app.ts";
import { createWorkshop } from "../claims/claim-filing-test-support.ts";
import { call, openClaim } from "../claims/claim-test-support.ts";
import { hashLinkCode } from "../links/link-codes.ts";
import {
  caseCodeIn,
  claimSetup,
  emailsAbout,
  feedbackUuidIn,
  filedClaimCase,
  operatorCall,
  smsAbout,
  smsTo,
} from "./case-test-support.ts";

describe.each(TEST_DB_KINDS)("case status for the customer on %s", (kind) => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof claimSetup>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setup = await claimSetup(t, await createTestService(t));
  });
  afterAll(() => t?.close());

  it("shows a filed claim's case: plate, nine steps with the first done, the next step and the chosen workshop", async () => {
    const c = await filedClaimCase(t, setup, { language: "lv" });
    const res = await call(t, "GET", `/cases?claimId=${c.id}`, c.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.caseId,
      totalSteps: 9,
      licensePlate: setup.plate,
      serviceExternalId: setup.service.externalId,
      serviceName: setup.service.name,
      lang: "lv",
      workshop: {
        id: setup.workshopId,
        name: "Kesklinna Remont",
        phone: "+3726111111",
        address: "Viru väljak 1, Tallinn",
        latitude: 59.437,
        longitude: 24.7536,
      },
    });
    expect(body.progress.map((s: { caseStepId: string }) => s.caseStepId)).toEqual([
      "CASE_REGISTERED",
      "VEHICLE_DELIVERED",
      "ESTIMATED_DIAGNOSTICS",
      "PREPARING_REPAIR_ESTIMATE",
      "CONFIRMING_REPAIR_ESTIMATE",
      "SPARE_PARTS_ARRIVAL",
      "REPAIRING_STARTS",
      "ESTIMATED_END_OF_REPAIR",
      "PICK_UP_VEHICLE",
    ]);
    const [first, second] = body.progress;
    expect(first).toMatchObject({
      previousCaseProgressId: null,
      nameKey: "steps.CASE_REGISTERED",
      estimationType: "NONE",
      estimatedTimeMs: null,
    });
    expect(first.completedTimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect(second).toMatchObject({ previousCaseProgressId: first.id, completedTimeMs: null });
    expect(body.nextStep).toEqual(second);
  });

  it("answers 404 to another claim's session, an assistance session and no session", async () => {
    const c = await filedClaimCase(t, setup);
    const other = await openClaim(t, setup.service.name);
    const assistance = await openLink(t, "assistance", setup.service.name);
    for (const cookie of [other.cookie, assistance.cookie, null]) {
      expect((await call(t, "GET", `/cases?claimId=${c.id}`, cookie)).json()).toEqual({
        statusCode: 404,
        code: "NOT_FOUND",
      });
    }
    expect((await call(t, "GET", `/cases?assistanceId=${assistance.id}`, c.cookie)).statusCode).toBe(404);
  });

  it("answers 404 'case not found' to the claim's own session before the claim is filed", async () => {
    const draft = await openClaim(t, setup.service.name);
    expect((await call(t, "GET", `/cases?claimId=${draft.id}`, draft.cookie)).json()).toEqual({
      statusCode: 404,
      code: "NOT_FOUND",
    });
  });

  it("rejects a lookup with neither id, both ids or a malformed id (400)", async () => {
    const c = await filedClaimCase(t, setup);
    for (const query of [
      "",
      `?claimId=${c.id}&assistanceId=${c.id}`,
      "?claimId=abc",
      "?claimId=-3",
      "?assistanceId=99999999999",
    ]) {
      const res = await call(t, "GET", `/cases${query}`, c.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });

  describe("status-page link from a notification", () => {
    it("opens the case's claim session in a fresh browser, which then reads the case", async () => {
      const c = await filedClaimCase(t, setup, { language: "et" });
      await operatorCall(t, "POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`);
      const [sms] = await smsAbout(t, setup.plate, "CASE_UPDATED");
      expect(sms.body).toContain(`${t.config.publicUrl}/cases/status?code=`);
      const opened = await call(t, "GET", `/case-link/${caseCodeIn(sms.body)}`, null);
      expect(opened.json()).toEqual({
        isValid: true,
        caseId: c.caseId,
        claimId: c.id,
        assistanceId: null,
        language: "et",
        msg: null,
      });
      const res = await call(t, "GET", `/cases?claimId=${c.id}`, sessionCookieOf(opened));
      expect(res.statusCode).toBe(200);
      expect(res.json().nextStep.caseStepId).toBe("ESTIMATED_DIAGNOSTICS");
    });

    it("refuses an unknown, malformed, claim-link or expired code without a session", async () => {
      const own = await claimSetup(t, await createTestService(t, { directContact: "+3725550199" }));
      const c = await filedClaimCase(t, own, { language: "lt" });
      await operatorCall(t, "POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`);
      const code = caseCodeIn((await smsAbout(t, own.plate, "CASE_UPDATED"))[0].body);
      const claimLink = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/claim-link",
        headers: t.operator,
        payload: { serviceName: setup.service.name },
      });
      for (const bad of ["AAAAAAAAAAAAAAAAAAAAAA", "short", claimLink.json().code]) {
        const res = await call(t, "GET", `/case-link/${bad}`, null);
        expect(res.json()).toMatchObject({ isValid: false, caseId: null, msg: "LINK_INVALID" });
        expect(res.cookies).toEqual([]);
      }
      await t.db
        .update(links)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(links.codeHash, hashLinkCode(code)));
      const expired = await call(t, "GET", `/case-link/${code}`, null);
      // A known case's expired link names its language and its service's line, for the error screen's Call button.
      expect(expired.json()).toMatchObject({
        isValid: false,
        msg: "LINK_EXPIRED",
        language: "lt",
        serviceDirectContact: "+3725550199",
      });
      expect(expired.cookies).toEqual([]);
    });
  });

  it("asks for feedback on the repair by SMS and e-mail when the case closes", async () => {
    const own = await claimSetup(t, await createTestService(t));
    const c = await filedClaimCase(t, own, { language: "ru" });
    const done = await operatorCall(t, "POST", `/cases/${c.caseId}/steps/PICK_UP_VEHICLE/complete`);
    expect(done.json().closedAt).not.toBeNull();
    const [invitation] = await t.db.select().from(feedback).where(eq(feedback.caseId, c.caseId));
    expect(invitation).toMatchObject({ caseType: "CASES", claimId: c.id, usedAt: null });
    const days = (invitation.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const mail = await emailsAbout(t, c.plate, "FEEDBACK_REQUEST");
    const uuid = feedbackUuidIn(mail[0]?.body ?? "");
    // The row keeps only the link's hash.
    expect(invitation.uuidHash).toBe(hashUuid(uuid));
    const url = `${t.config.publicUrl}/feedback/${uuid}?caseType=CASES&language=ru`;
    const sms = await smsTo(t, "+3725551234", "FEEDBACK_REQUEST");
    expect(sms.filter((m) => m.body.includes(url))).toEqual([
      expect.objectContaining({
        language: "ru",
        body: `Спасибо, что воспользовались нашей услугой. Пожалуйста, оцените ваш опыт: ${url}`,
      }),
    ]);
    expect(mail).toEqual([
      expect.objectContaining({ toEmail: "mari@example.ee", language: "ru", subject: "Как мы справились?" }),
    ]);
    expect(mail[0].body).toContain(url);
    const validate = await call(t, "PUT", `/feedback/${uuid}/validate?caseType=CASES`, null);
    expect(validate.json()).toEqual({ state: "VALID" });
  });

  it("lets another workshop of the claim's service be attached and shows it on the status page", async () => {
    const c = await filedClaimCase(t, setup);
    const other = await createWorkshop(t, setup.service.name, {
      name: "Mustamäe Auto",
      phone: "+3726222222",
      description: "Glass and body",
    });
    expect((await operatorCall(t, "PUT", `/cases/${c.caseId}/workshop`, { workshopId: other.id })).statusCode).toBe(
      200,
    );
    const body = (await call(t, "GET", `/cases?claimId=${c.id}`, c.cookie)).json();
    expect(body.workshop).toMatchObject({
      id: other.id,
      name: "Mustamäe Auto",
      phone: "+3726222222",
      description: "Glass and body",
    });
  });
});
