import { accidentFieldVisibility } from "@hitch/contract/claims/accident-details";
import { asksIsContactDriver } from "@hitch/contract/claims/notifier-info";
import { claimSteps } from "@hitch/contract/claims/step-lists";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseProgressSteps, cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/outbox.ts";
import { vehicles } from "../../db/schema/vehicles.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createMessageOutbox } from "../../providers/sms/message-outbox.ts";
import { outboxCipher } from "../../providers/sms/outbox-cipher.ts";
import { writeEmail, writeSms } from "../../providers/sms/outbox-writer.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import {
  accidentBody,
  ALL_INCIDENTS,
  createWorkshop,
  fillClaim,
  insuredVehicle,
  submit,
  uniquePlate,
} from "./claim-filing-test-support.ts";
import { call, claimUuidSeenBy, openClaim, type Session } from "./claim-test-support.ts";

const COMBINATIONS = ALL_INCIDENTS.flatMap((incident) => [false, true].map((flag) => ({ incident, flag })));

describe.each(TEST_DB_KINDS)("claim submission on %s", (kind) => {
  let t: TestApp;
  const services: Record<"on" | "off", { name: string; plate: string; workshopId: number }> = {} as never;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const flag of ["off", "on"] as const) {
      const service = await createTestService(t, { isMotionsCloudEnabled: flag === "on" });
      const vehicle = await insuredVehicle(t, service.id, { mark: "Toyota", model: "Corolla", year: 2018 });
      services[flag] = {
        name: service.name,
        plate: vehicle.licensePlate,
        workshopId: (await createWorkshop(t, service.name)).id,
      };
    }
  });
  afterAll(() => t?.close());

  const filled = async (
    incident: (typeof ALL_INCIDENTS)[number],
    flag: boolean,
    extra: { skip?: string[]; channels?: ("EMAIL" | "SMS")[] } = {},
  ) => {
    const s = services[flag ? "on" : "off"];
    const c = await openClaim(t, s.name);
    await fillClaim(t, c, { incident, flag, plate: s.plate, workshopId: s.workshopId, ...extra });
    return c;
  };
  const rowsFor = async (c: Session) => ({
    claim: (await t.db.select().from(claims).where(eq(claims.id, c.id)))[0],
    cases: await t.db.select().from(cases).where(eq(cases.claimId, c.id)),
    sms: await t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.purpose, "CLAIM_RECEIVED"), eq(smsOutbox.body, await smsBodyFor(c)))),
  });
  const smsBodyFor = async (c: Session) => {
    const [row] = await t.db.select().from(claims).where(eq(claims.id, c.id));
    return `We have received your damage claim ${row.externalId}. We will contact you about the next steps.`;
  };

  it("lets an operator read a filed claim whole while its own session sees only the outcome", async () => {
    const c = await filled("TRAFFIC_ACCIDENT", false);
    expect((await submit(t, c)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/claims/${c.id}`,
      headers: { cookie: c.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().notifierInfo).toBeNull();
    const operator = await t.app.inject({ method: "GET", url: `/api/v1/admin/claims/${c.id}`, headers: t.operator });
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toMatchObject({ submitted: true, incidentType: "TRAFFIC_ACCIDENT" });
    expect(operator.json().notifierInfo.notifier.contact.name).toBeTruthy();
    expect(operator.json().vehicleDetails.licensePlate).toBe(services.off.plate);
    // The operator key is required, and an unknown claim is 404.
    expect((await t.app.inject({ method: "GET", url: `/api/v1/admin/claims/${c.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/admin/claims/999999", headers: t.operator })).statusCode,
    ).toBe(404);
  });

  it.each(COMBINATIONS)("files a complete $incident claim (flag $flag) with its case", async ({ incident, flag }) => {
    const c = await filled(incident, flag);
    const res = await submit(t, c);
    expect(res.statusCode, res.body).toBe(200);
    const { claim, cases: opened } = await rowsFor(c);
    expect(res.json()).toEqual({
      id: c.id,
      externalId: claim.externalId,
      uuid: await claimUuidSeenBy(t, c),
      status: "SUBMITTED",
      submittedAt: claim.submittedAt!.toISOString(),
    });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      origin: "CLAIM",
      licensePlate: services[flag ? "on" : "off"].plate,
      workshopId: claim.workshopId,
    });
    const steps = await t.db.select().from(caseProgressSteps).where(eq(caseProgressSteps.caseId, opened[0].id));
    expect(steps).toHaveLength(9);
    expect(steps.filter((s) => s.completedAt).map((s) => s.step)).toEqual(["CASE_REGISTERED"]);
    expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json()).toMatchObject({
      status: "SUBMITTED",
      submitted: true,
    });
  });

  it.each(COMBINATIONS)(
    "lists what an untouched $incident claim (flag $flag) lacks, step by step",
    async ({ incident, flag }) => {
      const c = await openClaim(t, services[flag ? "on" : "off"].name);
      await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: incident });
      const res = await submit(t, c);
      expect(res.statusCode).toBe(422);
      const shown = accidentFieldVisibility(incident);
      const expected: Record<string, string[]> = {
        "vehicle-details": ["licensePlate"],
        "notifier-info": asksIsContactDriver(incident) ? ["notifier", "isContactDriver"] : ["notifier"],
        "other-parties": ["otherPartiesInvolved"],
        "accident-details": [
          "accidentDatetime",
          "address",
          "location",
          "description",
          ...(["whoCaused", "authoritiesNotified", "personalInjury"] as const).filter((k) => shown[k]),
        ],
        "settlement-type": ["claimSettlementType"],
        "select-workshop": ["workshopId"],
        "communication-preferences": ["communicationPreferences"],
      };
      const paths = claimSteps(incident, flag).flatMap((step) =>
        (expected[step] ?? []).map((field) => `${step}.${field}`),
      );
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
      expect((await rowsFor(c)).claim.submittedAt).toBeNull();
      expect((await rowsFor(c)).cases).toEqual([]);
    },
  );

  it("asks for the incident first on a claim that has nothing", async () => {
    const c = await openClaim(t, services.off.name);
    expect((await submit(t, c)).json()).toEqual({
      statusCode: 422,
      code: "VALIDATION_FAILED",
      errors: [{ path: "incidents.incidentType", code: "validation.requiredField" }],
    });
  });

  it.each([
    [false, "TRAFFIC_ACCIDENT"],
    [true, "OTHER"],
  ] as const)("names exactly the one step left out (flag %s, %s)", async (flag, incident) => {
    for (const step of claimSteps(incident, flag).filter(
      (s) => !["incidents", "damage-location", "photo", "claim-received"].includes(s),
    )) {
      const c = await filled(incident, flag, { skip: [step] });
      const errors = (await submit(t, c)).json().errors as { path: string }[];
      expect(errors.length, step).toBeGreaterThan(0);
      expect(
        errors.every((e) => e.path.startsWith(`${step}.`)),
        JSON.stringify(errors),
      ).toBe(true);
    }
  });

  it("refuses an uninsured vehicle, missing parties, a workshop that no longer takes the claim and answers a new incident asks for", async () => {
    const c = await filled("TRAFFIC_ACCIDENT", false);
    const [uninsured] = await t.db
      .insert(vehicles)
      .values({ licensePlate: uniquePlate(), mark: "Fiat", model: "Punto", year: 2009 })
      .returning();
    await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, { licensePlate: uninsured.licensePlate });
    await call(t, "PUT", `/claims/${c.id}/other-parties-details`, c.cookie, {
      otherPartiesInvolved: true,
      otherPartiesInfo: true,
    });
    // The operator narrows the chosen workshop to another make after the customer chose it.
    const narrowed = await createWorkshop(t, services.off.name, { name: "Narrowed" });
    await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId: narrowed.id });
    await t.app.inject({
      method: "PATCH",
      url: `/api/v1/admin/workshops/${narrowed.id}`,
      headers: t.operator,
      payload: { vehicleMarks: ["Volvo"] },
    });
    expect((await submit(t, c)).json().errors).toEqual([
      { path: "vehicle-details.licensePlate", code: "VEHICLE_NOT_INSURED" },
      { path: "other-parties.otherParties", code: "validation.requiredField" },
      { path: "select-workshop.workshopId", code: "WORKSHOP_NOT_SUITABLE" },
    ]);
    const windshield = await filled("WINDSHIELD_DAMAGE", false);
    await call(t, "POST", `/claims/${windshield.id}/incident`, windshield.cookie, {
      claimIncidentType: "HIT_WILD_ANIMAL",
    });
    await call(t, "PUT", `/claims/${windshield.id}/other-parties-details`, windshield.cookie, {
      otherPartiesInvolved: false,
      otherPartiesInfo: null,
    });
    expect((await submit(t, windshield)).json().errors).toEqual([
      { path: "accident-details.authoritiesNotified", code: "validation.requiredField" },
      { path: "accident-details.personalInjury", code: "validation.requiredField" },
    ]);
    await call(
      t,
      "POST",
      `/claims/${windshield.id}/accident-details`,
      windshield.cookie,
      accidentBody("HIT_WILD_ANIMAL"),
    );
    expect((await submit(t, windshield)).statusCode).toBe(200);
  });

  it("answers a repeated submission with the same result and files one claim, one case, one SMS and one e-mail", async () => {
    const c = await filled("OTHER", false);
    const first = await submit(t, c);
    const second = await submit(t, c);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await rowsFor(c);
    expect(rows.cases).toHaveLength(1);
    expect(rows.sms).toHaveLength(1);
    expect(rows.sms[0]).toMatchObject({ toPhone: "+3725551234", language: "en" });
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Damage claim ${rows.claim.externalId} received`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toEmail: "mari@example.ee", purpose: "CLAIM_RECEIVED" });
    expect(mail[0].body).toContain("Mari Maasikas");
  });

  it("files one claim when many submissions race", async () => {
    const c = await filled("TRAFFIC_ACCIDENT", true);
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(t, c)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().submittedAt)).size).toBe(1);
    const rows = await rowsFor(c);
    expect([rows.cases.length, rows.sms.length]).toEqual([1, 1]);
    const steps = await t.db.select().from(caseProgressSteps).where(eq(caseProgressSteps.caseId, rows.cases[0].id));
    expect(steps).toHaveLength(9);
  });

  it("confirms only through the chosen channels, in the claim's language", async () => {
    const smsOnly = await filled("THEFT", false, { channels: ["SMS"] });
    await call(t, "PATCH", `/claims/${smsOnly.id}/language`, smsOnly.cookie, { language: "et" });
    await submit(t, smsOnly);
    const { claim } = await rowsFor(smsOnly);
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, "CLAIM_RECEIVED"));
    const mine = texts.filter((s) => s.body.includes(claim.externalId));
    expect(mine.map((s) => [s.language, s.body])).toEqual([
      ["et", `Oleme teie kahjuteate ${claim.externalId} kätte saanud. Võtame teiega järgmiste sammude osas ühendust.`],
    ]);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Kahjuteade ${claim.externalId} on kätte saadud`)),
    ).toEqual([]);

    const emailOnly = await filled("THEFT", false, { channels: ["EMAIL"] });
    await call(t, "PATCH", `/claims/${emailOnly.id}/language`, emailOnly.cookie, { language: "lv" });
    await submit(t, emailOnly);
    const other = (await rowsFor(emailOnly)).claim;
    expect((await t.db.select().from(smsOutbox)).filter((s) => s.body.includes(other.externalId))).toEqual([]);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Bojājuma pieteikums ${other.externalId} saņemts`));
    expect(mail.map((m) => m.language)).toEqual(["lv"]);
  });

  it("makes the claim link answer 'already processed' and closes the claim for edits", async () => {
    const s = services.off;
    const link = await openLink(t, "claim", s.name);
    await fillClaim(t, link, { incident: "THEFT", flag: false, plate: s.plate, workshopId: s.workshopId });
    expect((await t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${link.code}` })).json()).toMatchObject(
      { isValid: true },
    );
    await submit(t, link);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${link.code}` })).json()).toMatchObject(
      {
        isValid: false,
        msg: "LINK_ALREADY_PROCESSED",
      },
    );
    const edit = await call(t, "POST", `/claims/${link.id}/communication-preference`, link.cookie, {
      communicationPreferences: ["SMS"],
    });
    expect(edit.json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
  });

  it("answers 404 to another claim's session and to no session, 400 to a malformed id", async () => {
    const c = await filled("THEFT", false);
    const other = await openClaim(t, services.off.name);
    for (const cookie of [other.cookie, null]) {
      expect((await call(t, "PUT", `/claims/${c.id}`, cookie)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
    expect((await call(t, "PUT", `/claims/x1`, c.cookie)).statusCode).toBe(400);
    expect((await rowsFor(c)).claim.submittedAt).toBeNull();
  });
});

describe("claim submission when the SMS gateway fails", () => {
  it("still files the claim and its case", async () => {
    const down = { provider: "http" as const, url: "http://127.0.0.1:9/unreachable", token: undefined };
    const t = await createTestApp("pglite", { config: { sms: down } });
    try {
      const service = await createTestService(t);
      const vehicle = await insuredVehicle(t, service.id, { mark: "Volvo", model: "XC60", year: 2021 });
      const workshop = await createWorkshop(t, service.name);
      const c = await openClaim(t, service.name);
      await fillClaim(t, c, {
        incident: "WINDSHIELD_DAMAGE",
        flag: false,
        plate: vehicle.licensePlate,
        workshopId: workshop.id,
      });
      expect((await submit(t, c)).statusCode).toBe(200);
      expect(await t.db.select().from(cases).where(eq(cases.claimId, c.id))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe("claim confirmation after a crash right after the submission committed", () => {
  it("is in the outbox with the claim, and a new instance's worker sends it", async () => {
    const config = { sms: { provider: "http" as const, url: "http://127.0.0.1:9/gateway", token: undefined } };
    // This instance commits and then dies: its outbox never sends anything.
    const cipher = outboxCipher("test-outbox-key-0123456789-0123456789");
    const neverSends = {
      sms: (tx: Parameters<typeof writeSms>[0], m: Parameters<typeof writeSms>[3]) => writeSms(tx, cipher, "http", m),
      email: (tx: Parameters<typeof writeEmail>[0], m: Parameters<typeof writeEmail>[3]) =>
        writeEmail(tx, cipher, "outbox", m),
      nudge: () => {},
    };
    const t = await createTestApp("pglite", { config, deps: { outbox: neverSends } });
    try {
      const service = await createTestService(t);
      const vehicle = await insuredVehicle(t, service.id, { mark: "Volvo", model: "V70", year: 2015 });
      const workshop = await createWorkshop(t, service.name);
      const c = await openClaim(t, service.name);
      await fillClaim(t, c, {
        incident: "WINDSHIELD_DAMAGE",
        flag: false,
        plate: vehicle.licensePlate,
        workshopId: workshop.id,
        channels: ["SMS"],
      });
      expect((await submit(t, c)).statusCode).toBe(200);
      const [claim] = await t.db.select().from(claims).where(eq(claims.id, c.id));
      const [queued] = await t.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.purpose, "CLAIM_RECEIVED"), like(smsOutbox.body, `%${claim.externalId}%`)));
      expect(queued).toMatchObject({ status: "PENDING", attempts: 0 });

      // The next instance's worker sends it, with the outbox row's reference.
      const sent: { text: string; reference: string }[] = [];
      const fetch = (async (_url: string, init: RequestInit) => (
        sent.push(JSON.parse(init.body as string)),
        new Response(null, { status: 202 })
      )) as typeof globalThis.fetch;
      const next = createMessageOutbox(t.config, t.db, { info: () => {}, warn: () => {} }, { gateway: { fetch } });
      await next.flush();
      await next.stop();
      expect(sent).toEqual([
        expect.objectContaining({
          text: expect.stringContaining(claim.externalId),
          reference: `hitch-sms-${queued.id}`,
        }),
      ]);
    } finally {
      await t.close();
    }
  }, 90_000);
});
