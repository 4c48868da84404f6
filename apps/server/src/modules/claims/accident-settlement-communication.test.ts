import { accidentFieldVisibility } from "@hitch/contract/claims/accident-details";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { accidentBody, ALL_INCIDENTS } from "./claim-filing-test-support.ts";
import { call, markSubmitted, openClaim, type Session } from "./claim-test-support.ts";

describe.each(TEST_DB_KINDS)("accident details, settlement type and communication steps on %s", (kind) => {
  let t: TestApp;
  let flagOff: Awaited<ReturnType<typeof createTestService>>;
  let flagOn: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    flagOff = await createTestService(t);
    flagOn = await createTestService(t, { isMotionsCloudEnabled: true });
  });
  afterAll(() => t?.close());

  const withIncident = async (incident: string, serviceName = flagOff.name) => {
    const c = await openClaim(t, serviceName);
    await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: incident });
    return c;
  };
  const row = async (c: Session) => (await t.db.select().from(claims).where(eq(claims.id, c.id)))[0];

  describe("accident details", () => {
    const post = (c: Session | { id: number; cookie: string | null }, body: unknown) =>
      call(t, "POST", `/claims/${c.id}/accident-details`, c.cookie, body);

    it.each(ALL_INCIDENTS)("for %s requires exactly the questions the step shows", async (incident) => {
      const shown = accidentFieldVisibility(incident);
      const c = await withIncident(incident);
      const unanswered = await post(
        c,
        accidentBody(incident, { whoCaused: null, authoritiesNotified: null, personalInjury: null }),
      );
      const expected = (["whoCaused", "authoritiesNotified", "personalInjury"] as const).filter((k) => shown[k]);
      if (expected.length === 0) {
        expect(unanswered.statusCode).toBe(200);
      } else {
        expect(unanswered.statusCode).toBe(400);
        expect(unanswered.json()).toEqual({
          statusCode: 400,
          code: "VALIDATION_FAILED",
          errors: expected.map((path) => ({ path, code: "validation.requiredField" })),
        });
      }
    });

    it.each(ALL_INCIDENTS)("for %s stores the shown answers and null for the hidden ones", async (incident) => {
      const shown = accidentFieldVisibility(incident);
      const c = await withIncident(incident);
      const res = await post(c, {
        ...accidentBody(incident),
        whoCaused: "OTHER",
        authoritiesNotified: true,
        personalInjury: true,
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        accidentDatetime: "2026-01-15T08:30:00.000Z",
        address: "Pärnu mnt 10, Tallinn",
        location: { latitude: 59.4339, longitude: 24.7453 },
        description: "Reversed into a post in the car park.",
        whoCaused: shown.whoCaused ? "OTHER" : null,
        authoritiesNotified: shown.authoritiesNotified ? true : null,
        personalInjury: shown.personalInjury ? true : null,
      };
      expect(res.json()).toEqual(expected);
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().accidentDetails).toEqual(expected);
    });

    it("keeps a typed location without a suggestion as 0, 0 with its text", async () => {
      const c = await withIncident("THEFT");
      const res = await post(
        c,
        accidentBody("THEFT", { address: "behind the old barn near Keila", location: { latitude: 0, longitude: 0 } }),
      );
      expect(res.statusCode).toBe(200);
      const stored = await row(c);
      expect([stored.accidentAddress, stored.accidentLatitude, stored.accidentLongitude]).toEqual([
        "behind the old barn near Keila",
        0,
        0,
      ]);
    });

    it("refuses an accident in the future", async () => {
      const c = await withIncident("THEFT");
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
      const res = await post(c, accidentBody("THEFT", { accidentDatetime: tomorrow }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: "accidentDatetime", code: "validation.accidentDateFuture" });
      expect((await row(c)).accidentAt).toBeNull();
    });

    it.each([
      ["an empty description", { description: "  " }],
      ["no address", { address: "" }],
      ["a latitude beyond 90", { location: { latitude: 91, longitude: 0 } }],
      ["a date that is not a date", { accidentDatetime: "15/01/2026" }],
      ["an unknown who-caused value", { whoCaused: "SOMEONE" }],
      ["an unknown field", { weather: "rain" }],
    ])("refuses %s with 400", async (_what, overrides) => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      const res = await post(c, accidentBody("TRAFFIC_ACCIDENT", overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("asks for the incident first", async () => {
      const c = await openClaim(t, flagOff.name);
      expect((await post(c, accidentBody("THEFT"))).json()).toEqual({ statusCode: 409, code: "MISSING_INCIDENT" });
    });

    it("answers 404 to another claim's session and to no session", async () => {
      const c = await withIncident("THEFT");
      const other = await openClaim(t, flagOff.name);
      for (const cookie of [other.cookie, null]) {
        expect((await post({ id: c.id, cookie }, accidentBody("THEFT"))).json()).toEqual({
          statusCode: 404,
          code: "NOT_FOUND",
        });
      }
    });

    it("refuses a change once the claim is submitted", async () => {
      const c = await withIncident("THEFT");
      await markSubmitted(t, c.id);
      expect((await post(c, accidentBody("THEFT"))).json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
    });
  });

  describe("settlement type", () => {
    const post = (c: { id: number; cookie: string | null }, body: unknown) =>
      call(t, "POST", `/claims/${c.id}/settlement-type`, c.cookie, body);

    it("saves REPAIR or MONEY on a service with automatic assessment", async () => {
      const c = await withIncident("TRAFFIC_ACCIDENT", flagOn.name);
      expect((await post(c, { claimSettlementType: "MONEY" })).json()).toEqual({ claimSettlementType: "MONEY" });
      expect((await post(c, { claimSettlementType: "REPAIR" })).json()).toEqual({ claimSettlementType: "REPAIR" });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().settlementType).toBe("REPAIR");
    });

    it("is refused with 409 STEP_NOT_IN_FLOW where the flow chooses a workshop instead (flag off)", async () => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      expect((await post(c, { claimSettlementType: "MONEY" })).json()).toEqual({
        statusCode: 409,
        code: "STEP_NOT_IN_FLOW",
      });
      expect((await row(c)).settlementType).toBeNull();
    });

    it.each([
      [{}],
      [{ claimSettlementType: "CASH" }],
      [{ claimSettlementType: null }],
      [{ claimSettlementType: "REPAIR", x: 1 }],
    ])("refuses %j with 400", async (body) => {
      const c = await withIncident("THEFT", flagOn.name);
      expect((await post(c, body)).statusCode).toBe(400);
    });

    it("answers 404 to another claim's session and refuses a change after submission", async () => {
      const c = await withIncident("THEFT", flagOn.name);
      const other = await openClaim(t, flagOn.name);
      expect((await post({ id: c.id, cookie: other.cookie }, { claimSettlementType: "MONEY" })).statusCode).toBe(404);
      await markSubmitted(t, c.id);
      expect((await post(c, { claimSettlementType: "MONEY" })).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
    });
  });

  describe("communication preferences", () => {
    const post = (c: { id: number; cookie: string | null }, body: unknown) =>
      call(t, "POST", `/claims/${c.id}/communication-preference`, c.cookie, body);

    it("saves one or both channels in a fixed order", async () => {
      const c = await withIncident("OTHER");
      await t.db.update(claims).set({ notifierEmail: "mari@example.ee" }).where(eq(claims.id, c.id));
      expect((await post(c, { communicationPreferences: ["SMS"] })).json()).toEqual({
        communicationPreferences: ["SMS"],
      });
      expect((await post(c, { communicationPreferences: ["SMS", "EMAIL"] })).json()).toEqual({
        communicationPreferences: ["EMAIL", "SMS"],
      });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().communicationPreferences).toEqual([
        "EMAIL",
        "SMS",
      ]);
    });

    it("refuses e-mail updates when the notifier gave no e-mail address, and keeps SMS possible", async () => {
      const c = await withIncident("OTHER");
      const refused = await post(c, { communicationPreferences: ["EMAIL", "SMS"] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: "communicationPreferences", code: "validation.emailRequired" }]);
      expect((await row(c)).communicationPreferences ?? []).toEqual([]);
      expect((await post(c, { communicationPreferences: ["SMS"] })).json()).toEqual({
        communicationPreferences: ["SMS"],
      });
    });

    it.each([
      ["no channel", { communicationPreferences: [] }, "validation.communicationRequired"],
      ["a channel twice", { communicationPreferences: ["SMS", "SMS"] }, "validation.communicationRequired"],
      ["an unknown channel", { communicationPreferences: ["FAX"] }, null],
      ["no list", {}, null],
    ])("refuses %s with 400", async (_what, body, code) => {
      const c = await withIncident("OTHER");
      const res = await post(c, body);
      expect(res.statusCode).toBe(400);
      if (code) expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
    });

    it("answers 404 to another claim's session and refuses a change after submission", async () => {
      const c = await withIncident("OTHER");
      const other = await openClaim(t, flagOff.name);
      expect((await post({ id: c.id, cookie: other.cookie }, { communicationPreferences: ["SMS"] })).statusCode).toBe(
        404,
      );
      await markSubmitted(t, c.id);
      expect((await post(c, { communicationPreferences: ["SMS"] })).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
    });
  });
});
