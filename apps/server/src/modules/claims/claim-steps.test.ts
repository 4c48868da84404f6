import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { call, juri, mari, markSubmitted, openClaim } from "./claim-test-support.ts";

describe.each(TEST_DB_KINDS)("claim incident, vehicle and notifier steps on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    const [passat, uninsured] = await t.db
      .insert(vehicles)
      .values([
        {
          licensePlate: "321CBA",
          vinCode: "WVWZZZ3CZJE000001",
          mark: "Volkswagen",
          model: "Passat",
          year: 2019,
          bodyType: "SEDAN_BIG",
          transmissionType: "MANUAL",
          weightKg: 1505,
          color: "Grey",
          driveType: "FRONT_WHEEL",
        },
        { licensePlate: "654FED", mark: "Fiat", model: "Punto", year: 2009 },
      ])
      .returning();
    void uninsured;
    await t.db
      .insert(insurancePolicies)
      .values({ vehicleId: passat.id, serviceId: service.id, validFrom: "2020-01-01", validTo: "2099-12-31" });
  });
  afterAll(() => t?.close());
  const open = () => openClaim(t, service.name);

  describe("incident", () => {
    it("saves the chosen incident and answers the claim with it", async () => {
      const c = await open();
      const res = await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "HIT_WILD_ANIMAL" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: c.id, incidentType: "HIT_WILD_ANIMAL" });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().incidentType).toBe("HIT_WILD_ANIMAL");
    });

    it.each([
      ["an unknown incident type", { claimIncidentType: "FLAT_TIRES" }],
      ["a wrong type", { claimIncidentType: 3 }],
      ["an unknown field", { claimIncidentType: "OTHER", extra: true }],
      ["no body field", {}],
    ])("refuses %s with 400", async (_what, body) => {
      const c = await open();
      const res = await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("answers 404 to another claim's session, no session and a malformed id", async () => {
      const c = await open();
      const other = await open();
      for (const cookie of [other.cookie, null]) {
        const res = await call(t, "POST", `/claims/${c.id}/incident`, cookie, { claimIncidentType: "OTHER" });
        expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      }
      expect((await call(t, "POST", `/claims/abc/incident`, c.cookie, { claimIncidentType: "OTHER" })).statusCode).toBe(
        400,
      );
    });

    it("refuses a change once the claim is submitted", async () => {
      const c = await open();
      await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "OTHER" });
      await markSubmitted(t, c.id);
      const res = await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "THEFT" });
      expect(res.json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().incidentType).toBe("OTHER");
    });
  });

  describe("vehicle details", () => {
    const lookup = (c: { id: number; cookie: string | null }, plate: string) =>
      call(t, "GET", `/claims/${c.id}/vehicle-details?licensePlate=${encodeURIComponent(plate)}`, c.cookie);

    it("looks a plate up with everything the registry knows and the service's cover", async () => {
      const c = await open();
      const res = await lookup(c, "321cba");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        vehicle: {
          licensePlate: "321CBA",
          vinCode: "WVWZZZ3CZJE000001",
          manufacturer: "Volkswagen",
          model: "Passat",
          year: 2019,
          transmissionType: "MANUAL",
          weightKg: 1505,
          bodyType: "SEDAN_BIG",
          color: "Grey",
          driveType: "FRONT_WHEEL",
          error: null,
        },
        insurance: { verified: true },
      });
    });

    it("says when the service does not insure the vehicle, and 404 VEHICLE_NOT_FOUND for an unknown plate", async () => {
      const c = await open();
      const fiat = (await lookup(c, "654FED")).json();
      expect(fiat.insurance).toEqual({ verified: false });
      expect(fiat.vehicle).toMatchObject({ manufacturer: "Fiat", bodyType: null, error: null });
      const unknown = await lookup(c, "000ZZZ");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, code: "VEHICLE_NOT_FOUND" });
    });

    it("refuses a missing or malformed plate, and another session's claim", async () => {
      const c = await open();
      const other = await open();
      expect((await call(t, "GET", `/claims/${c.id}/vehicle-details`, c.cookie)).statusCode).toBe(400);
      expect((await lookup(c, "12-?")).statusCode).toBe(400);
      expect((await lookup({ id: c.id, cookie: other.cookie }, "321CBA")).statusCode).toBe(404);
    });

    it("saves the vehicle, filling what the client left out from the registry and asking the registry about cover", async () => {
      const c = await open();
      const res = await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, {
        licensePlate: "321cba",
        vinCode: null,
        mark: "Volkswagen",
        model: "Passat",
        year: 2019,
      });
      expect(res.statusCode).toBe(200);
      const saved = {
        licensePlate: "321CBA",
        vinCode: "WVWZZZ3CZJE000001",
        mark: "Volkswagen",
        model: "Passat",
        year: 2019,
        transmissionType: "MANUAL",
        weightKg: 1505,
        bodyType: "SEDAN_BIG",
        color: "Grey",
        driveType: "FRONT_WHEEL",
        insuranceVerified: true,
      };
      expect(res.json()).toEqual(saved);
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().vehicleDetails).toEqual(saved);
    });

    it("records an uninsured vehicle as not verified, whatever the client believes", async () => {
      const c = await open();
      const res = await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, {
        licensePlate: "654FED",
        vinCode: "X",
        mark: "Fiat",
        model: "Punto",
        year: 2009,
        color: "Red",
      });
      expect(res.json()).toMatchObject({ licensePlate: "654FED", color: "Red", insuranceVerified: false });
    });

    it.each([
      ["a wrong year type", { licensePlate: "321CBA", year: "2019" }],
      ["an unknown body type", { licensePlate: "321CBA", bodyType: "TRUCK" }],
      ["an unknown drive type", { licensePlate: "321CBA", driveType: "SIDEWAYS" }],
      ["an unknown field", { licensePlate: "321CBA", owner: "me" }],
      ["no plate", { mark: "Volkswagen" }],
    ])("refuses %s with 400", async (_what, body) => {
      const c = await open();
      const res = await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("answers 404 to another session and 409 once submitted", async () => {
      const c = await open();
      const other = await open();
      const body = { licensePlate: "321CBA" };
      expect((await call(t, "POST", `/claims/${c.id}/vehicle-details`, other.cookie, body)).statusCode).toBe(404);
      await markSubmitted(t, c.id);
      expect((await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, body)).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
    });

    it("gives the demo plates their seeded transmission, weight, body type, colour and drive type", async () => {
      await seedDemo(t.db);
      await seedDemo(t.db);
      const c = await openClaim(t, "demo");
      expect((await lookup(c, "123ABC")).json().vehicle).toMatchObject({
        manufacturer: "Toyota",
        bodyType: "SEDAN",
        transmissionType: "AUTOMATIC",
        driveType: "FRONT_WHEEL",
      });
      expect((await lookup(c, "456DEF")).json().vehicle).toMatchObject({
        manufacturer: "Volvo",
        bodyType: "SEDAN_BIG",
        driveType: "FOUR_WHEEL",
        weightKg: 1915,
      });
    });
  });

  describe("notifier info", () => {
    const save = (c: { id: number; cookie: string | null }, body: unknown) =>
      call(t, "POST", `/claims/${c.id}/notifier-info`, c.cookie, body);
    const withIncident = async (incident: string) => {
      const c = await open();
      await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: incident });
      return c;
    };

    it("saves the notifier and a different driver, and the claim answers both", async () => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      const res = await save(c, { notifier: mari, driver: juri, isContactDriver: false });
      expect(res.statusCode).toBe(200);
      const expected = {
        notifier: { contact: mari.contact, personalCode: mari.personalCode },
        driver: { contact: { ...juri.contact, email: null }, personalCode: juri.personalCode },
        isContactDriver: false,
      };
      expect(res.json()).toEqual(expected);
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().notifierInfo).toEqual(expected);
    });

    it("clears a saved driver when the notifier says they were driving", async () => {
      const c = await withIncident("OTHER");
      await save(c, { notifier: mari, driver: juri, isContactDriver: false });
      const res = await save(c, { notifier: mari, driver: juri, isContactDriver: true });
      expect(res.json()).toMatchObject({ driver: null, isContactDriver: true });
      const [row] = await t.db.select().from(claims).where(eq(claims.id, c.id));
      expect([row.driverName, row.driverPhone, row.driverPersonalCode]).toEqual([null, null, null]);
    });

    it("requires the driver question where it is asked, and the driver's fields on No", async () => {
      const c = await withIncident("HIT_WILD_ANIMAL");
      const unanswered = await save(c, { notifier: mari, driver: null, isContactDriver: null });
      expect(unanswered.statusCode).toBe(400);
      expect(unanswered.json().errors).toEqual([{ path: "isContactDriver", code: "validation.requiredField" }]);
      const noDriver = await save(c, { notifier: mari, driver: null, isContactDriver: false });
      expect(noDriver.statusCode).toBe(400);
      expect(noDriver.json().errors).toEqual([{ path: "driver", code: "validation.requiredField" }]);
    });

    it.each(["THEFT", "VANDALISM_OR_FIRE"])(
      "does not ask %s claims about the driver and drops any driver sent",
      async (incident) => {
        const c = await withIncident(incident);
        const res = await save(c, { notifier: mari, driver: juri, isContactDriver: false });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ driver: null, isContactDriver: null });
        expect((await save(c, { notifier: mari, driver: null, isContactDriver: null })).statusCode).toBe(200);
      },
    );

    it.each([
      [
        "an invalid personal code",
        { ...mari, personalCode: "49602300001" },
        "notifier.personalCode",
        "validation.personalCodeInvalid",
      ],
      [
        "a personal code in no known shape",
        { ...mari, personalCode: "12345" },
        "notifier.personalCode",
        "validation.personalCodeInvalid",
      ],
      [
        "a phone with letters",
        { ...mari, contact: { ...mari.contact, phone: "555-CALL" } },
        "notifier.contact.phone",
        "validation.notifierPhoneInvalid",
      ],
      [
        "an empty name",
        { ...mari, contact: { ...mari.contact, name: "  " } },
        "notifier.contact.name",
        "validation.notifierNameRequired",
      ],
      [
        "a malformed e-mail",
        { ...mari, contact: { ...mari.contact, email: "mari@" } },
        "notifier.contact.email",
        "validation.notifierEmailInvalid",
      ],
      [
        "an unknown phone prefix",
        { ...mari, contact: { ...mari.contact, phonePrefix: "+1" } },
        "notifier.contact.phonePrefix",
        undefined,
      ],
    ])("refuses %s with the contract's message", async (_what, notifier, path, code) => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      const res = await save(c, { notifier, driver: null, isContactDriver: true });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { path: string }) => e.path === path);
      expect(error).toBeDefined();
      if (code) expect(error.code).toBe(code);
    });

    it("refuses unknown fields and wrong types", async () => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      expect((await save(c, { notifier: mari, driver: null, isContactDriver: true, extra: 1 })).statusCode).toBe(400);
      expect((await save(c, { notifier: { ...mari, age: 30 }, driver: null, isContactDriver: true })).statusCode).toBe(
        400,
      );
      expect((await save(c, { notifier: mari, driver: null, isContactDriver: "yes" })).statusCode).toBe(400);
    });

    it("answers 404 to another session and 409 once submitted", async () => {
      const c = await withIncident("TRAFFIC_ACCIDENT");
      const other = await open();
      const body = { notifier: mari, driver: null, isContactDriver: true };
      expect((await save({ id: c.id, cookie: other.cookie }, body)).statusCode).toBe(404);
      await markSubmitted(t, c.id);
      expect((await save(c, body)).json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
    });
  });
});
