import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { cases } from "../db/schema/cases.ts";
import { smsOutbox } from "../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { runDueSteps } from "../modules/dispatch/dispatch-worker.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../modules/dispatch/test-support.ts";
import { claimSetup, filedClaimCase } from "../modules/cases/case-test-support.ts";
import { claimUuidSeenBy } from "../modules/claims/claim-test-support.ts";
import { linkCodeTextedTo } from "../modules/drivers/test-support.ts";
import { dumpAllTables } from "../testing/dump-tables.ts";
import { createTestApp, createTestService, fakeWebDist, type TestApp } from "../testing/test-app.ts";

/**
 * A link code, a feedback invitation, a claim's uuid or a driver token names or opens a customer's
 * data. Outside the customer's phone (and the driver's app) none may be readable: not in any log
 * line, not in any table. This walks every kind of secret through its life - created, texted, opened, used - with
 * every log line captured at the most verbose level, then searches the log and every table.
 */
describe.each(TEST_DB_KINDS)("link codes and tokens outside the customer's phone on %s", (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { logLevel: "trace", webDist: fakeWebDist() },
      deps: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const admin = (method: "POST" | "GET", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.operator, ...(payload ? { payload } : {}) });

  it("leaves no link code, feedback invitation, claim uuid or driver token readable in the log or the database", async () => {
    const service = await createTestService(t);
    const secrets: Record<string, string> = {};

    // A driver, whose token the driver's app keeps.
    const driver = (
      await admin("POST", "/api/v1/admin/drivers", {
        fullName: "Jaan Tamm",
        phoneNumber: "+3725557000",
        company: "Tamm Towing",
        companyId: "TT-9",
        ...northOf(TALLINN, 800),
        available: true,
      })
    ).json<{ id: number; token: string }>();
    secrets.driverToken = driver.token;
    const asDriver = { authorization: `Bearer ${driver.token}` };
    // The driver is invited to the driver app by SMS and opens the sign-in link (API and page).
    const invited = await admin("POST", `/api/v1/admin/drivers/${driver.id}/invite`, { language: "et" });
    expect(invited.statusCode).toBe(201);
    secrets.driverLinkCode = await linkCodeTextedTo(t, "+3725557000");
    expect((await get(`/api/v1/public/driver-link/${secrets.driverLinkCode}`)).json()).toEqual({ isValid: true });
    await get(`/driver-link/${secrets.driverLinkCode}`);

    // Assistance and claim links, texted to the customer, then opened (API and page).
    const assistance = (
      await admin("POST", "/api/v1/public/assistance-request/link", {
        serviceName: service.name,
        phone: "+3725557001",
        language: "et",
        sendSms: true,
      })
    ).json<{ id: number; code: string }>();
    secrets.assistanceCode = assistance.code;
    const claim = (
      await admin("POST", "/api/v1/public/claim-link", {
        serviceName: service.name,
        phone: "+3725557002",
        sendSms: true,
      })
    ).json<{ code: string }>();
    secrets.claimCode = claim.code;
    expect((await get(`/api/v1/public/assistance-request-link/${assistance.code}`)).json()).toMatchObject({
      isValid: true,
    });
    expect((await get(`/api/v1/public/claim-link/${claim.code}`)).json()).toMatchObject({ isValid: true });
    await get(`/assistance-request-link/${assistance.code}`);
    await get(`/claim-link/${claim.code}`);

    // The tow job: dispatched, accepted with the driver's token; its case gets status links.
    await t.db
      .update(assistanceRequests)
      .set({ ...TALLINN, contactPhonePrefix: "+372", contactPhone: "5557001", licensePlate: "777SEC" })
      .where(eq(assistanceRequests.id, assistance.id));
    await startDispatch(t.db, t.dispatch, assistance.id);
    await runDueSteps(t.dispatch);
    const offers = (await get("/api/v1/driver/offers", asDriver)).json<{ id: number; assistanceRequestId: number }[]>();
    const offer = offers.find((o) => o.assistanceRequestId === assistance.id)!;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: asDriver }))
        .statusCode,
    ).toBe(200);
    const [jobCase] = await t.db.select().from(cases).where(eq(cases.assistanceRequestId, assistance.id));
    secrets.caseCode = (await admin("POST", `/api/v1/admin/cases/${jobCase.id}/link`)).json<{ code: string }>().code;
    expect((await admin("POST", `/api/v1/admin/cases/${jobCase.id}/steps/VEHICLE_DELIVERED/complete`)).statusCode).toBe(
      200,
    );

    // Finished: the customer is texted a feedback invitation.
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/driver/jobs/${assistance.id}/finish`, headers: asDriver }))
        .statusCode,
    ).toBe(200);
    await t.flushOutbox();

    // What the customer's phone received holds the real links.
    const texts = (await t.db.select().from(smsOutbox)).filter((m) => m.toPhone.startsWith("+37255570"));
    const received = texts.map((m) => t.delivered.get(m.id) ?? "");
    expect(received.some((text) => text.includes(`/assistance-request-link/${assistance.code}`))).toBe(true);
    expect(received.some((text) => text.includes(`/claim-link/${claim.code}`))).toBe(true);
    secrets.textedCaseCode = /\/cases\/status\?code=([A-Za-z0-9_-]{22})/.exec(received.join(" "))![1];
    secrets.feedbackUuid = /\/feedback\/([0-9a-f-]{36})\?/.exec(received.join(" "))![1];

    // The customer opens the status page and the feedback form, and answers.
    for (const code of [secrets.caseCode, secrets.textedCaseCode]) {
      expect((await get(`/api/v1/public/case-link/${code}`)).json()).toMatchObject({ isValid: true });
      await get(`/cases/status?code=${code}`);
    }
    const uuid = secrets.feedbackUuid;
    await get(`/feedback/${uuid}?caseType=ASSISTANCE_REQUEST&language=et`);
    expect((await get(`/api/v1/public/feedbacks/${uuid}/service-theme?caseType=ASSISTANCE_REQUEST`)).statusCode).toBe(
      200,
    );
    const validate = await t.app.inject({
      method: "PUT",
      url: `/api/v1/public/feedback/${uuid}/validate?caseType=ASSISTANCE_REQUEST`,
    });
    expect(validate.json()).toEqual({ state: "VALID" });
    const answer = await t.app.inject({
      method: "PUT",
      url: `/api/v1/public/feedback/${uuid}?caseType=ASSISTANCE_REQUEST`,
      payload: { stars: 5 },
    });
    expect(answer.statusCode).toBe(200);

    // A filed claim: its claim-received page names it by its uuid and gets the claim's feedback link.
    const filed = await filedClaimCase(t, await claimSetup(t, service));
    secrets.claimUuid = await claimUuidSeenBy(t, filed);
    const feedbackOffer = await get(`/api/v1/public/feedback?claimUuid=${secrets.claimUuid}`, { cookie: filed.cookie });
    secrets.claimFeedbackUuid = feedbackOffer.json<{ uuid: string }>().uuid;
    await get(`/feedback/${secrets.claimFeedbackUuid}?caseType=CLAIM&language=en`);
    const claimValidate = await t.app.inject({
      method: "PUT",
      url: `/api/v1/public/feedback/${secrets.claimFeedbackUuid}/validate?caseType=CLAIM`,
    });
    expect(claimValidate.json()).toEqual({ state: "VALID" });

    // The log saw every one of those requests, with the secret part of the URL masked.
    const log = logLines.join("");
    expect(log).toContain('"url":"/api/v1/public/assistance-request-link/…"');
    expect(log).toContain('"url":"/cases/status?code=…"');
    expect(log).toContain('"url":"/api/v1/public/driver-link/…"');
    expect(log).toContain(`"url":"/api/v1/public/feedback/…/validate?caseType=ASSISTANCE_REQUEST"`);
    expect(log).toContain(`"url":"/api/v1/public/feedback?claimUuid=…"`);
    for (const [name, secret] of Object.entries(secrets))
      expect(log.includes(secret), `${name} in the log`).toBe(false);

    // The operators' copies of the texts keep everything but the codes.
    expect(texts.map((m) => m.body).join(" ")).toContain(`${t.config.publicUrl}/assistance-request-link/…`);
    expect(texts.map((m) => m.body).join(" ")).toContain(`${t.config.publicUrl}/driver-link/…`);
    expect((await t.db.select().from(smsOutbox)).filter((m) => m.toPhone.startsWith("+37255570"))).not.toContainEqual(
      expect.objectContaining({ bodyEncrypted: expect.any(String) }),
    );

    // And no table holds a code, token or uuid: only their hashes, or nothing at all.
    const dump = await dumpAllTables(t.db);
    for (const [name, secret] of Object.entries(secrets)) {
      const holders = dump
        .filter(({ row }) => row.toLowerCase().includes(secret.toLowerCase()))
        .map(({ table }) => table);
      expect(holders, `${name} at rest`).toEqual([]);
    }
  });
});
