import { CASE_STEPS } from "@hitch/contract/common/enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { createWorkshop } from "../claims/claim-filing-test-support.ts";
import { call } from "../claims/claim-test-support.ts";
import { caseCodeIn, claimSetup, emailsAbout, filedClaimCase, operatorCall, smsAbout } from "./case-test-support.ts";

type Step = {
  caseStepId: string;
  estimationType: string;
  estimatedTimeMs: number | null;
  completedTimeMs: number | null;
};

describe.each(TEST_DB_KINDS)("operator case progress API on %s", (kind) => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof claimSetup>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setup = await claimSetup(t, await createTestService(t));
  });
  afterAll(() => t?.close());

  const publicCase = async (c: { id: number; cookie: string }) => {
    const res = await call(t, "GET", `/cases?claimId=${c.id}`, c.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ nextStep: Step | null; progress: Step[] }>();
  };
  const step = (body: { progress: Step[] }, id: string) => body.progress.find((s) => s.caseStepId === id)!;

  it("advances a case step by step with estimates of every kind, each read back on the status page", async () => {
    const c = await filedClaimCase(t, setup);
    const day = "2026-12-03";
    const instant = "2026-12-10T14:30:00+02:00";
    const ok = async (method: "POST" | "PUT", url: string, payload?: unknown) => {
      const res = await operatorCall(t, method, `/cases/${c.caseId}${url}`, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    await ok("PUT", "/steps/ESTIMATED_DIAGNOSTICS/estimate", { estimationType: "DATE", estimatedDate: day });
    await ok("PUT", "/steps/ESTIMATED_END_OF_REPAIR/estimate", { estimationType: "TIMESTAMP", estimatedTime: instant });
    await ok("PUT", "/steps/SPARE_PARTS_ARRIVAL/estimate", { estimationType: "TIMESTAMP", estimatedTime: instant });
    await ok("PUT", "/steps/SPARE_PARTS_ARRIVAL/estimate", { estimationType: "NONE" });
    let seen = await publicCase(c);
    expect(step(seen, "ESTIMATED_DIAGNOSTICS")).toMatchObject({
      estimationType: "DATE",
      estimatedTimeMs: Date.parse(`${day}T00:00:00Z`),
      completedTimeMs: null,
    });
    expect(step(seen, "ESTIMATED_END_OF_REPAIR")).toMatchObject({
      estimationType: "TIMESTAMP",
      estimatedTimeMs: Date.parse(instant),
    });
    expect(step(seen, "SPARE_PARTS_ARRIVAL")).toMatchObject({ estimationType: "NONE", estimatedTimeMs: null });

    const start = Date.parse("2026-11-23T08:00:00Z");
    for (const [i, id] of CASE_STEPS.slice(1).entries()) {
      const completedAt = new Date(start + i * 3600_000).toISOString();
      const answer = await ok("POST", `/steps/${id}/complete`, { completedAt });
      seen = await publicCase(c);
      expect(step(seen, id).completedTimeMs).toBe(Date.parse(completedAt));
      expect(seen.nextStep?.caseStepId ?? null).toBe(CASE_STEPS[i + 2] ?? null);
      expect(answer.closedAt).toBe(id === "PICK_UP_VEHICLE" ? completedAt : null);
    }
    // The estimates stay beside the completion times.
    expect(step(seen, "ESTIMATED_DIAGNOSTICS")).toMatchObject({
      estimationType: "DATE",
      estimatedTimeMs: Date.parse(`${day}T00:00:00Z`),
    });
  });

  it("completes a step now when no time is given, and passes the earlier open steps with it", async () => {
    const c = await filedClaimCase(t, setup);
    const before = Date.now();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/cases/${c.caseId}/steps/PREPARING_REPAIR_ESTIMATE/complete`,
      headers: t.operator,
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await publicCase(c);
    for (const id of ["VEHICLE_DELIVERED", "ESTIMATED_DIAGNOSTICS", "PREPARING_REPAIR_ESTIMATE"]) {
      expect(step(seen, id).completedTimeMs).toBeGreaterThanOrEqual(before - 5);
    }
    expect(seen.nextStep?.caseStepId).toBe("CONFIRMING_REPAIR_ESTIMATE");
  });

  it("tells the customer of each change by SMS and e-mail in the claim's language, with a status-page link", async () => {
    const own = await claimSetup(t, await createTestService(t));
    const c = await filedClaimCase(t, own, { language: "lt" });
    await operatorCall(t, "PUT", `/cases/${c.caseId}/steps/ESTIMATED_DIAGNOSTICS/estimate`, {
      estimationType: "DATE",
      estimatedDate: "2026-12-01",
    });
    await operatorCall(t, "POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`);
    const sms = await smsAbout(t, c.plate, "CASE_UPDATED");
    expect(sms).toHaveLength(2);
    expect(sms[0]).toMatchObject({ toPhone: "+3725551234", language: "lt" });
    expect(sms[0].body).toMatch(
      new RegExp(
        `^Yra naujienų apie jūsų transporto priemonės ${c.plate} remontą\\. Peržiūrėkite eigą: ${t.config.publicUrl}/cases/status\\?code=[A-Za-z0-9_-]{22}$`,
      ),
    );
    expect(caseCodeIn(sms[0].body)).not.toBe(caseCodeIn(sms[1].body));
    const mail = await emailsAbout(t, c.plate, "CASE_UPDATED");
    expect(mail).toHaveLength(2);
    expect(mail[0]).toMatchObject({
      toEmail: "mari@example.ee",
      language: "lt",
      subject: `${c.plate} remontas: naujienos`,
    });
    expect(caseCodeIn(mail[0].body)).toHaveLength(22);
  });

  it("uses only the channels the claim chose", async () => {
    const own = await claimSetup(t, await createTestService(t));
    const emailOnly = await filedClaimCase(t, own, { channels: ["EMAIL"] });
    await operatorCall(t, "POST", `/cases/${emailOnly.caseId}/steps/VEHICLE_DELIVERED/complete`);
    expect(await smsAbout(t, own.plate, "CASE_UPDATED")).toEqual([]);
    expect(await emailsAbout(t, own.plate, "CASE_UPDATED")).toHaveLength(1);

    const other = await claimSetup(t, await createTestService(t));
    const smsOnly = await filedClaimCase(t, other, { channels: ["SMS"], language: "et" });
    await operatorCall(t, "POST", `/cases/${smsOnly.caseId}/steps/VEHICLE_DELIVERED/complete`);
    expect(await emailsAbout(t, other.plate, "CASE_UPDATED")).toEqual([]);
    const [text] = await smsAbout(t, other.plate, "CASE_UPDATED");
    expect(text.body).toContain(`Teie sõiduki ${other.plate} remondi kohta on uudiseid.`);
  });

  it("refuses changes to a closed case, a step done twice and an estimate on a done step (409)", async () => {
    const c = await filedClaimCase(t, setup);
    await operatorCall(t, "POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`);
    expect((await operatorCall(t, "POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`)).json()).toEqual({
      statusCode: 409,
      code: "CASE_STEP_COMPLETED",
    });
    expect(
      (
        await operatorCall(t, "PUT", `/cases/${c.caseId}/steps/CASE_REGISTERED/estimate`, { estimationType: "NONE" })
      ).json(),
    ).toEqual({
      statusCode: 409,
      code: "CASE_STEP_COMPLETED",
    });
    await operatorCall(t, "POST", `/cases/${c.caseId}/steps/PICK_UP_VEHICLE/complete`);
    for (const [method, url, body] of [
      ["POST", "/steps/REPAIRING_STARTS/complete", undefined],
      ["PUT", "/steps/REPAIRING_STARTS/estimate", { estimationType: "NONE" }],
      ["PUT", "/workshop", { workshopId: setup.workshopId }],
    ] as const) {
      expect((await operatorCall(t, method, `/cases/${c.caseId}${url}`, body)).json(), url).toEqual({
        statusCode: 409,
        code: "CASE_CLOSED",
      });
    }
  });

  it("refuses a workshop of another service or none at all (404) and leaves the case's workshop", async () => {
    const c = await filedClaimCase(t, setup);
    const stranger = await createTestService(t);
    const foreign = await createWorkshop(t, stranger.name);
    for (const workshopId of [foreign.id, 987654]) {
      expect((await operatorCall(t, "PUT", `/cases/${c.caseId}/workshop`, { workshopId })).json()).toEqual({
        statusCode: 404,
        code: "WORKSHOP_NOT_FOUND",
      });
    }
    expect((await call(t, "GET", `/cases?claimId=${c.id}`, c.cookie)).json().workshop.id).toBe(setup.workshopId);
  });

  it("rejects bad input with 400 and unknown cases with 404", async () => {
    const c = await filedClaimCase(t, setup);
    const bad: [string, string, unknown][] = [
      ["POST", `/cases/${c.caseId}/steps/NOT_A_STEP/complete`, {}],
      ["POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`, { completedAt: "yesterday" }],
      [
        "POST",
        `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`,
        { completedAt: "2026-01-01T00:00:00Z", extra: 1 },
      ],
      ["PUT", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/estimate`, { estimationType: "DATE" }],
      [
        "PUT",
        `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/estimate`,
        { estimationType: "DATE", estimatedDate: "2026-02-30" },
      ],
      [
        "PUT",
        `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/estimate`,
        { estimationType: "TIMESTAMP", estimatedTime: "2026-12-01" },
      ],
      ["PUT", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/estimate`, { estimationType: "SOMETIME" }],
      ["PUT", `/cases/${c.caseId}/workshop`, { workshopId: "one" }],
      ["PUT", `/cases/${c.caseId}/workshop`, {}],
      ["GET", "/cases/abc", undefined],
      ["GET", "/cases", undefined],
      ["GET", "/cases?serviceName=x&status=ALL", undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await operatorCall(t, method as "GET", url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await operatorCall(t, "GET", "/cases/987654")).statusCode).toBe(404);
    expect((await operatorCall(t, "POST", "/cases/987654/steps/VEHICLE_DELIVERED/complete")).statusCode).toBe(404);
    expect((await operatorCall(t, "GET", "/cases?serviceName=no-such-service")).json()).toEqual({
      statusCode: 404,
      code: "SERVICE_NOT_FOUND",
    });
  });

  it("lists a service's cases newest first with status, origin and plate filters, and reads one", async () => {
    const own = await claimSetup(t, await createTestService(t));
    const first = await filedClaimCase(t, own);
    const second = await filedClaimCase(t, own);
    await operatorCall(t, "POST", `/cases/${first.caseId}/steps/PICK_UP_VEHICLE/complete`);
    const list = async (query: string) =>
      (await operatorCall(t, "GET", `/cases?serviceName=${own.service.name}${query}`))
        .json()
        .map((c: { id: number }) => c.id);
    expect(await list("")).toEqual([second.caseId, first.caseId]);
    expect(await list("&status=OPEN")).toEqual([second.caseId]);
    expect(await list("&status=CLOSED")).toEqual([first.caseId]);
    expect(await list("&origin=ASSISTANCE_REQUEST")).toEqual([]);
    expect(await list(`&licensePlate=${own.plate.toLowerCase()}`)).toEqual([second.caseId, first.caseId]);
    expect(await list("&licensePlate=NOPE1")).toEqual([]);
    const one = await operatorCall(t, "GET", `/cases/${second.caseId}`);
    expect(one.json()).toMatchObject({
      id: second.caseId,
      origin: "CLAIM",
      claimId: second.id,
      assistanceRequestId: null,
      closedAt: null,
      totalSteps: 9,
    });
    expect(one.json().reference).toMatch(/\S/);
  });

  it("issues a status-page link on request that opens the case for a fresh browser", async () => {
    const c = await filedClaimCase(t, setup);
    const res = await operatorCall(t, "POST", `/cases/${c.caseId}/link`);
    expect(res.statusCode).toBe(201);
    const { code, url, expiresAt } = res.json();
    expect(url).toBe(`${t.config.publicUrl}/cases/status?code=${code}`);
    expect((Date.parse(expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(90, 0);
    const opened = await call(t, "GET", `/case-link/${code}`, null);
    expect(opened.json()).toMatchObject({ isValid: true, caseId: c.caseId, claimId: c.id });
    expect((await operatorCall(t, "POST", "/cases/987654/link")).statusCode).toBe(404);
  });

  it("answers 401 on every operator route without the API key", async () => {
    const c = await filedClaimCase(t, setup);
    for (const headers of [{}, { authorization: "Bearer wrong-key-0123456789" }]) {
      for (const [method, url, payload] of [
        ["GET", `/cases?serviceName=${setup.service.name}`, undefined],
        ["GET", `/cases/${c.caseId}`, undefined],
        ["POST", `/cases/${c.caseId}/link`, undefined],
        ["POST", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/complete`, {}],
        ["PUT", `/cases/${c.caseId}/steps/VEHICLE_DELIVERED/estimate`, { estimationType: "NONE" }],
        ["PUT", `/cases/${c.caseId}/workshop`, { workshopId: setup.workshopId }],
        ["GET", `/feedback?serviceName=${setup.service.name}`, undefined],
      ] as const) {
        const res = await operatorCall(t, method, url, payload, headers as never);
        expect(res.json(), url).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
      }
    }
    expect((await call(t, "GET", `/cases?claimId=${c.id}`, c.cookie)).json().nextStep.caseStepId).toBe(
      "VEHICLE_DELIVERED",
    );
  });
});
