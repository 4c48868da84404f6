import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import { cases } from "../../db/schema/cases.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { services } from "../../db/schema/services.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { tablesHolding } from "../../testing/dump-tables.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { createWorkshop, fillClaim, insuredVehicle, submit } from "./claim-filing-test-support.ts";
import { call, claimUuidSeenBy, openClaim } from "./claim-test-support.ts";

describe.each(TEST_DB_KINDS)("feedback offer after a claim on %s", (kind) => {
  let t: TestApp;
  const setups: Record<"enabled" | "disabled", { name: string; plate: string; workshopId: number }> = {} as never;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const which of ["enabled", "disabled"] as const) {
      const service = await createTestService(t, { claimFeedbackEnabled: which === "enabled" });
      const vehicle = await insuredVehicle(t, service.id, { mark: "Toyota", model: "Corolla", year: 2018 });
      setups[which] = {
        name: service.name,
        plate: vehicle.licensePlate,
        workshopId: (await createWorkshop(t, service.name)).id,
      };
    }
  });
  afterAll(() => t?.close());

  const submitted = async (which: "enabled" | "disabled" = "enabled", submitIt = true) => {
    const s = setups[which];
    const c = await openClaim(t, s.name);
    await fillClaim(t, c, { incident: "THEFT", flag: false, plate: s.plate, workshopId: s.workshopId });
    if (submitIt) await submit(t, c);
    return { ...c, uuid: await claimUuidSeenBy(t, c) };
  };
  const ask = (path: "service-notification" | "feedback", c: { cookie: string | null }, uuid: string) =>
    call(t, "GET", `/${path}?claimUuid=${uuid}`, c.cookie);

  it("says whether the claim's service offers feedback", async () => {
    const on = await submitted("enabled");
    expect((await ask("service-notification", on, on.uuid)).json()).toEqual({ isEnabled: true });
    const off = await submitted("disabled");
    expect((await ask("service-notification", off, off.uuid)).json()).toEqual({ isEnabled: false });
  });

  it("offers feedback by default on a new service", async () => {
    const fresh = await createTestService(t);
    const c = await openLink(t, "claim", fresh.name);
    expect((await ask("service-notification", c, await claimUuidSeenBy(t, c))).json()).toEqual({ isEnabled: true });
  });

  it("creates the claim's feedback invitation on first ask and answers the same uuid after", async () => {
    const c = await submitted();
    const answers = await Promise.all([
      ask("feedback", c, c.uuid),
      ask("feedback", c, c.uuid),
      ask("feedback", c, c.uuid),
    ]);
    const uuids = new Set(answers.map((a) => a.json().uuid));
    expect(uuids.size).toBe(1);
    const rows = await t.db.select().from(feedback).where(eq(feedback.claimId, c.id));
    expect(rows).toHaveLength(1);
    const [claimCase] = await t.db.select().from(cases).where(eq(cases.claimId, c.id));
    expect(rows[0]).toMatchObject({
      uuidHash: hashUuid([...uuids][0]),
      caseType: "CLAIM",
      caseId: claimCase.id,
      usedAt: null,
    });
    // FEEDBACK_LINK_TTL_DAYS, as for every other feedback link (a minute of slack for the request itself).
    const ttl = t.config.feedbackLinkTtlDays * 24 * 3600 * 1000;
    expect(Math.abs(rows[0].expiresAt.getTime() - (Date.now() + ttl))).toBeLessThan(60_000);
  });

  it("gives the same working link on every later visit, while no table holds it", async () => {
    const c = await submitted();
    const first = (await ask("feedback", c, c.uuid)).json().uuid as string;
    const validate = () => call(t, "PUT", `/feedback/${first}/validate?caseType=CLAIM`, null);
    expect((await validate()).json()).toEqual({ state: "VALID" });
    expect((await ask("feedback", c, c.uuid)).json()).toEqual({ uuid: first });
    expect((await call(t, "PUT", `/feedback/${first}?caseType=CLAIM`, null, { stars: 4 })).statusCode).toBe(200);
    expect((await ask("feedback", c, c.uuid)).json()).toEqual({ uuid: first });
    expect((await validate()).json()).toEqual({ state: "ALREADY_GIVEN" });
    expect(await tablesHolding(t.db, first), "the feedback link").toEqual([]);
    expect(await tablesHolding(t.db, c.uuid), "the claim's uuid").toEqual([]);
  });

  it("re-keys an invitation issued before links were derived: the page's new link opens it, the old one no more", async () => {
    const c = await submitted();
    const [claimCase] = await t.db.select().from(cases).where(eq(cases.claimId, c.id));
    const [service] = await t.db.select().from(services).where(eq(services.name, setups.enabled.name));
    // What migration 0007 leaves of a random-uuid invitation that was already answered.
    const old = randomUUID();
    await t.db.insert(feedback).values({
      uuidHash: hashUuid(old),
      caseType: "CLAIM",
      serviceId: service.id,
      claimId: c.id,
      caseId: claimCase.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      usedAt: new Date(),
      stars: 3,
    });
    const given = (await ask("feedback", c, c.uuid)).json().uuid as string;
    expect(given).not.toBe(old);
    expect((await call(t, "PUT", `/feedback/${given}/validate?caseType=CLAIM`, null)).json()).toEqual({
      state: "ALREADY_GIVEN",
    });
    expect((await call(t, "PUT", `/feedback/${old}/validate?caseType=CLAIM`, null)).statusCode).toBe(404);
    expect((await ask("feedback", c, c.uuid)).json()).toEqual({ uuid: given });
    expect(await t.db.select().from(feedback).where(eq(feedback.claimId, c.id))).toHaveLength(1);
  });

  it("has no invitation before submission or where the service offers none (409)", async () => {
    const draft = await submitted("enabled", false);
    expect((await ask("feedback", draft, draft.uuid)).json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_SUBMITTED" });
    const off = await submitted("disabled");
    expect((await ask("feedback", off, off.uuid)).json()).toEqual({ statusCode: 409, code: "FEEDBACK_NOT_ENABLED" });
  });

  it("answers 404 to another claim's session, no session and an assistance session; 400 to a malformed uuid", async () => {
    const c = await submitted();
    const other = await openClaim(t, setups.enabled.name);
    const assistance = await openLink(t, "assistance", setups.enabled.name);
    for (const path of ["service-notification", "feedback"] as const) {
      for (const cookie of [other.cookie, assistance.cookie, null]) {
        expect((await ask(path, { cookie }, c.uuid)).json(), path).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      }
      expect((await ask(path, c, "not-a-uuid")).statusCode).toBe(400);
      expect((await call(t, "GET", `/${path}`, c.cookie)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(feedback).where(eq(feedback.claimId, c.id))).toEqual([]);
  });
});
