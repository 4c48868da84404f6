import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { cases } from "../../db/schema/cases.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { call } from "../claims/claim-test-support.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../dispatch/test-support.ts";
import { feedbackUuidIn, operatorCall, smsTo } from "./case-test-support.ts";

describe.each(TEST_DB_KINDS)("assistance request case and feedback on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
  });
  afterAll(() => t?.close());

  /** A customer's request in dispatch (contact +372 5550001, Estonian), a driver, and the driver's offer. */
  const requestWithOffer = async (phone: string) => {
    const driverRes = await operatorCall(t, "POST", "/drivers", {
      fullName: "Mart Tamm",
      phoneNumber: "+3725551234",
      company: "Tallinn Tow",
      companyId: "TT-1",
      ...northOf(TALLINN, 1000),
    });
    const driver = driverRes.json<{ id: number; token: string }>();
    const auth = { authorization: `Bearer ${driver.token}` };
    const link = await openLink(t, "assistance", service.name);
    await t.db
      .update(assistanceRequests)
      .set({ ...TALLINN, language: "et", contactPhonePrefix: "+372", contactPhone: phone, licensePlate: "123ABC" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const offers = (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: auth })).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
    return { link, auth, offer };
  };

  it("opens the request's case when a tow truck accepts, shown to the request's session only", async () => {
    const { link, auth, offer } = await requestWithOffer("5550001");
    expect(await t.db.select().from(cases).where(eq(cases.assistanceRequestId, link.id))).toEqual([]);
    expect((await call(t, "GET", `/cases?assistanceId=${link.id}`, link.cookie)).statusCode).toBe(404);

    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: auth }))
        .statusCode,
    ).toBe(200);
    const res = await call(t, "GET", `/cases?assistanceId=${link.id}`, link.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalSteps: 9,
      licensePlate: "123ABC",
      lang: "et",
      serviceName: service.name,
      workshop: null,
    });
    expect(res.json().nextStep.caseStepId).toBe("VEHICLE_DELIVERED");

    const other = await openLink(t, "assistance", service.name);
    expect((await call(t, "GET", `/cases?assistanceId=${link.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, "GET", `/cases?assistanceId=${link.id}`, null)).statusCode).toBe(404);

    // A repeated transition (a retry, or another instance's hook) opens no second case.
    await t.db.transaction((tx) =>
      t.dispatch.transitions.run(tx, { assistanceRequestId: link.id, change: "ACCEPTED", at: new Date() }),
    );
    expect(await t.db.select().from(cases).where(eq(cases.assistanceRequestId, link.id))).toHaveLength(1);
  });

  it("texts the contact phone a one-time feedback link when the job is finished, once", async () => {
    const { link, auth, offer } = await requestWithOffer("5550002");
    await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: auth });
    expect(await t.db.select().from(feedback).where(eq(feedback.assistanceRequestId, link.id))).toEqual([]);
    const finished = await t.app.inject({
      method: "POST",
      url: `/api/v1/driver/jobs/${link.id}/finish`,
      headers: auth,
    });
    expect(finished.statusCode, finished.body).toBe(200);

    const [invitation] = await t.db.select().from(feedback).where(eq(feedback.assistanceRequestId, link.id));
    expect(invitation).toMatchObject({ caseType: "ASSISTANCE_REQUEST", serviceId: service.id, usedAt: null });
    const texted = await smsTo(t, "+3725550002", "FEEDBACK_REQUEST");
    const uuid = feedbackUuidIn(texted[0]?.body ?? "");
    // The row keeps only the link's hash.
    expect(invitation.uuidHash).toBe(hashUuid(uuid));
    const url = `${t.config.publicUrl}/feedback/${uuid}?caseType=ASSISTANCE_REQUEST&language=et`;
    expect(texted).toEqual([
      expect.objectContaining({
        language: "et",
        body: `Täname, et kasutasite meie teenust. Palun hinnake oma kogemust: ${url}`,
      }),
    ]);
    await t.db.transaction((tx) =>
      t.dispatch.transitions.run(tx, { assistanceRequestId: link.id, change: "FINISHED", at: new Date() }),
    );
    expect(await t.db.select().from(feedback).where(eq(feedback.assistanceRequestId, link.id))).toHaveLength(1);
    expect(
      (await t.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+3725550002"))).filter(
        (m) => m.purpose === "FEEDBACK_REQUEST",
      ),
    ).toHaveLength(1);

    expect((await call(t, "PUT", `/feedback/${uuid}/validate?caseType=ASSISTANCE_REQUEST`, null)).json()).toEqual({
      state: "VALID",
    });
    expect((await call(t, "PUT", `/feedback/${uuid}?caseType=ASSISTANCE_REQUEST`, null, { stars: 5 })).statusCode).toBe(
      200,
    );
  });

  it("notifies an assistance case's progress by SMS to the contact phone", async () => {
    const { link, auth, offer } = await requestWithOffer("5550003");
    await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: auth });
    const [row] = await t.db.select().from(cases).where(eq(cases.assistanceRequestId, link.id));
    expect((await operatorCall(t, "POST", `/cases/${row.id}/steps/VEHICLE_DELIVERED/complete`)).statusCode).toBe(200);
    const texts = await smsTo(t, "+3725550003", "CASE_UPDATED");
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain("Teie sõiduki 123ABC remondi kohta on uudiseid.");
    const code = /code=([A-Za-z0-9_-]{22})/.exec(texts[0].body)![1];
    expect((await call(t, "GET", `/case-link/${code}`, null)).json()).toMatchObject({
      isValid: true,
      claimId: null,
      assistanceId: link.id,
    });
  });
});
