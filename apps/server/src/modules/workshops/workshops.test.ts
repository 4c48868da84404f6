import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { workshops } from "../../db/schema/workshops.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { accidentBody, createWorkshop, insuredVehicle } from "../claims/claim-filing-test-support.ts";
import { call, markSubmitted, openClaim } from "../claims/claim-test-support.ts";

// Near Tallinn's old town, Keila (about 25 km west) and Tartu (about 160 km south-east).
const OLD_TOWN = { latitude: 59.437, longitude: 24.7536 };
const KEILA = { latitude: 59.3036, longitude: 24.413 };
const TARTU = { latitude: 58.378, longitude: 26.729 };

describe.each(TEST_DB_KINDS)("workshops on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    const make = async (name: string, values: Record<string, unknown>) =>
      (await createWorkshop(t, service.name, { name, ...values })).id;
    ids = {
      tartu: await make("Tartu General", { ...TARTU, incidentTypes: ["TRAFFIC_ACCIDENT", "THEFT"] }),
      keila: await make("Keila Toyota", {
        ...KEILA,
        incidentTypes: ["TRAFFIC_ACCIDENT"],
        vehicleMarks: ["Toyota"],
        minYear: 2015,
      }),
      town: await make("Old Town Glass", { ...OLD_TOWN, incidentTypes: ["WINDSHIELD_DAMAGE"] }),
      skoda: await make("Classic Škoda", {
        ...OLD_TOWN,
        incidentTypes: ["TRAFFIC_ACCIDENT"],
        vehicleMarks: ["Škoda"],
        maxYear: 2010,
      }),
    };
  });
  afterAll(() => t?.close());

  const list = (query: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/services/${service.externalId}/workshops?${query}` });
  const names = (res: { json: () => unknown }) => (res.json() as { name: string }[]).map((w) => w.name);

  describe("the service's list", () => {
    it("offers only workshops taking the incident, the make and the model year", async () => {
      expect(names(await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018"))).toEqual([
        "Keila Toyota",
        "Tartu General",
      ]);
      expect(names(await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2012"))).toEqual([
        "Tartu General",
      ]);
      expect(names(await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=Volvo"))).toEqual(["Tartu General"]);
      expect(names(await list("incidentType=THEFT&vehicleMark=Toyota"))).toEqual(["Tartu General"]);
      expect(names(await list("incidentType=WINDSHIELD_DAMAGE&vehicleMark=Volvo"))).toEqual(["Old Town Glass"]);
      expect(names(await list("incidentType=HIT_WILD_ANIMAL&vehicleMark=Volvo"))).toEqual([]);
    });

    it("compares makes without case or accents and applies the newest model year", async () => {
      expect(names(await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=SKODA&vehicleYear=2008"))).toContain(
        "Classic Škoda",
      );
      expect(names(await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=skoda&vehicleYear=2015"))).not.toContain(
        "Classic Škoda",
      );
    });

    it("puts the nearest first with its distance when a position is given, and sorts by name without one", async () => {
      const near = (
        await list(
          `incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018&latitude=${TARTU.latitude}&longitude=${TARTU.longitude}`,
        )
      ).json();
      expect(near.map((w: { name: string }) => w.name)).toEqual(["Tartu General", "Keila Toyota"]);
      expect(near[0].distanceMeters).toBe(0);
      expect(near[1].distanceMeters).toBeGreaterThan(150_000);
      const res = await list("incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018");
      expect(res.json()[0]).toEqual({
        id: ids.keila,
        name: "Keila Toyota",
        ...KEILA,
        address: "Viru väljak 1, Tallinn",
        phone: "+3726000001",
        description: "Everything",
        distanceMeters: null,
      });
    });

    it.each([
      ["no incident type", "vehicleMark=Toyota"],
      ["an unknown incident type", "incidentType=FLAT_TIRES&vehicleMark=Toyota"],
      ["no make", "incidentType=THEFT"],
      ["a year that is not a number", "incidentType=THEFT&vehicleMark=Toyota&vehicleYear=new"],
      ["a latitude beyond 90", "incidentType=THEFT&vehicleMark=Toyota&latitude=100&longitude=0"],
    ])("refuses %s with 400", async (_what, query) => {
      expect((await list(query)).json().code).toBe("VALIDATION_FAILED");
    });

    it("answers 404 SERVICE_NOT_FOUND for an unknown service", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/public/services/SV-nope/workshops?incidentType=THEFT&vehicleMark=Audi",
      });
      expect(res.json()).toEqual({ statusCode: 404, code: "SERVICE_NOT_FOUND" });
    });
  });

  describe("the claim's list and choice", () => {
    const openAt = async (incident: string, location: { latitude: number; longitude: number } | null, year = 2018) => {
      const c = await openClaim(t, service.name);
      const vehicle = await insuredVehicle(t, service.id, { mark: "Toyota", model: "Corolla", year });
      await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: incident });
      await call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, { licensePlate: vehicle.licensePlate });
      if (location)
        await call(
          t,
          "POST",
          `/claims/${c.id}/accident-details`,
          c.cookie,
          accidentBody(incident as "THEFT", { location }),
        );
      const [row] = await t.db.select().from(claims).where(eq(claims.id, c.id));
      return { ...c, externalId: row.externalId };
    };

    it("orders by the accident location, by the claim's external id or its id", async () => {
      const c = await openAt("TRAFFIC_ACCIDENT", TARTU);
      for (const key of [c.externalId, String(c.id)]) {
        const res = await call(
          t,
          "GET",
          `/claims/${key}/workshops?incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018`,
          c.cookie,
        );
        expect(names(res)).toEqual(["Tartu General", "Keila Toyota"]);
      }
      const fromKeila = await openAt("TRAFFIC_ACCIDENT", KEILA);
      const res = await call(
        t,
        "GET",
        `/claims/${fromKeila.externalId}/workshops?incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota`,
        fromKeila.cookie,
      );
      expect(names(res)).toEqual(["Keila Toyota", "Tartu General"]);
    });

    it("treats a typed location (0, 0) as unknown and falls back to the query's position", async () => {
      const c = await openAt("TRAFFIC_ACCIDENT", { latitude: 0, longitude: 0 });
      const q = "incidentType=TRAFFIC_ACCIDENT&vehicleMark=Toyota&vehicleYear=2018";
      expect(
        (await call(t, "GET", `/claims/${c.externalId}/workshops?${q}`, c.cookie)).json()[0].distanceMeters,
      ).toBeNull();
      const withPosition = await call(
        t,
        "GET",
        `/claims/${c.externalId}/workshops?${q}&latitude=${TARTU.latitude}&longitude=${TARTU.longitude}`,
        c.cookie,
      );
      expect(names(withPosition)).toEqual(["Tartu General", "Keila Toyota"]);
    });

    it("answers 404 to another claim's session, to no session and to an assistance session", async () => {
      const c = await openAt("TRAFFIC_ACCIDENT", null);
      const other = await openClaim(t, service.name);
      const assistance = await openLink(t, "assistance", service.name);
      for (const cookie of [other.cookie, assistance.cookie, null]) {
        const res = await call(
          t,
          "GET",
          `/claims/${c.externalId}/workshops?incidentType=THEFT&vehicleMark=Toyota`,
          cookie,
        );
        expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      }
    });

    it("saves a chosen workshop that takes the claim", async () => {
      const c = await openAt("TRAFFIC_ACCIDENT", KEILA);
      const res = await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId: ids.keila });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        workshopId: ids.keila,
        workshop: { id: ids.keila, name: "Keila Toyota", distanceMeters: 0 },
      });
      expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().workshopId).toBe(ids.keila);
    });

    it("refuses a workshop that does not take the claim (400) or is not the service's (404)", async () => {
      const c = await openAt("TRAFFIC_ACCIDENT", null, 2012);
      const tooOld = await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId: ids.keila });
      expect(tooOld.json()).toEqual({
        statusCode: 400,
        code: "VALIDATION_FAILED",
        errors: [{ path: "workshopId", code: "WORKSHOP_NOT_SUITABLE" }],
      });
      const wrongIncident = await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId: ids.town });
      expect(wrongIncident.statusCode).toBe(400);
      const elsewhere = await createWorkshop(t, (await createTestService(t)).name);
      for (const workshopId of [elsewhere.id, 2_000_000_000]) {
        const res = await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId });
        expect(res.json()).toEqual({ statusCode: 404, code: "WORKSHOP_NOT_FOUND" });
      }
      for (const body of [{}, { workshopId: "1" }, { workshopId: -1 }, { workshopId: ids.keila, extra: 1 }]) {
        expect((await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, body)).statusCode).toBe(400);
      }
      expect((await t.db.select().from(claims).where(eq(claims.id, c.id)))[0].workshopId).toBeNull();
    });

    it("refuses a workshop where the flow has no workshop step, and after submission", async () => {
      const theft = await openAt("THEFT", null);
      expect(
        (await call(t, "PATCH", `/claims/${theft.id}/details`, theft.cookie, { workshopId: ids.tartu })).json(),
      ).toEqual({
        statusCode: 409,
        code: "STEP_NOT_IN_FLOW",
      });
      const c = await openAt("TRAFFIC_ACCIDENT", null);
      const other = await openClaim(t, service.name);
      expect(
        (await call(t, "PATCH", `/claims/${c.id}/details`, other.cookie, { workshopId: ids.tartu })).statusCode,
      ).toBe(404);
      await markSubmitted(t, c.id);
      expect((await call(t, "PATCH", `/claims/${c.id}/details`, c.cookie, { workshopId: ids.tartu })).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
    });
  });

  describe("operator API", () => {
    const admin = (
      method: "GET" | "POST" | "PATCH" | "DELETE",
      url: string,
      payload?: unknown,
      headers: Record<string, string> = t.operator,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1/admin/workshops${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it("creates, lists, updates and deletes a workshop with its incident types, makes and years", async () => {
      const own = await createTestService(t);
      const created = await admin("POST", "", {
        serviceName: own.name,
        name: "Lasnamäe Kere",
        latitude: 59.43,
        longitude: 24.84,
        address: "Smuuli tee 3, Tallinn",
        phone: "+3726999999",
        incidentTypes: ["TRAFFIC_ACCIDENT", "TRAFFIC_ACCIDENT", "OTHER"],
        vehicleMarks: ["Audi"],
        minYear: 2005,
      });
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body).toMatchObject({
        serviceName: own.name,
        incidentTypes: ["TRAFFIC_ACCIDENT", "OTHER"],
        vehicleMarks: ["Audi"],
        minYear: 2005,
        maxYear: null,
        description: null,
      });
      expect((await admin("GET", `?serviceName=${own.name}`)).json()).toEqual([body]);
      const changed = await admin("PATCH", `/${body.id}`, {
        vehicleMarks: [],
        maxYear: 2020,
        description: "All makes now",
      });
      expect(changed.json()).toMatchObject({
        vehicleMarks: [],
        minYear: 2005,
        maxYear: 2020,
        description: "All makes now",
        name: "Lasnamäe Kere",
      });
      expect((await admin("DELETE", `/${body.id}`)).statusCode).toBe(204);
      expect((await admin("GET", `?serviceName=${own.name}`)).json()).toEqual([]);
      expect((await admin("DELETE", `/${body.id}`)).json()).toEqual({ statusCode: 404, code: "WORKSHOP_NOT_FOUND" });
    });

    it("refuses bad input, an unknown service, a reversed year range and a call without the key", async () => {
      const base = {
        serviceName: service.name,
        name: "X",
        latitude: 59,
        longitude: 24,
        address: "A",
        phone: "+37255555",
        incidentTypes: ["THEFT"],
      };
      expect((await admin("POST", "", { ...base, incidentTypes: [] })).statusCode).toBe(400);
      expect((await admin("POST", "", { ...base, phone: "call us" })).statusCode).toBe(400);
      expect((await admin("POST", "", { ...base, serviceName: "nope-none" })).json().code).toBe("SERVICE_NOT_FOUND");
      expect((await admin("POST", "", { ...base, minYear: 2020, maxYear: 2010 })).json()).toEqual({
        statusCode: 400,
        code: "VALIDATION_FAILED",
        errors: [{ path: "maxYear", code: "validation.yearRange" }],
      });
      expect((await admin("PATCH", `/${ids.keila}`, { maxYear: 2000 })).statusCode).toBe(400);
      expect((await admin("GET", "", undefined, {})).json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
      expect((await admin("PATCH", "/2000000000", { name: "Y" })).statusCode).toBe(404);
    });

    it("keeps a workshop a claim chose (409 WORKSHOP_IN_USE)", async () => {
      const c = await openClaim(t, service.name);
      const chosen = await createWorkshop(t, service.name, { name: "Chosen" });
      await t.db.update(claims).set({ workshopId: chosen.id }).where(eq(claims.id, c.id));
      expect((await admin("DELETE", `/${chosen.id}`)).json()).toEqual({ statusCode: 409, code: "WORKSHOP_IN_USE" });
    });
  });

  describe("demo seed", () => {
    it("gives both demo services workshops around Tallinn, Riga and Vilnius once, however often it runs", async () => {
      await seedDemo(t.db);
      await seedDemo(t.db);
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/workshops?serviceName=demo",
        headers: t.operator,
      });
      const demo =
        res.json<
          { name: string; latitude: number; longitude: number; incidentTypes: string[]; vehicleMarks: string[] }[]
        >();
      expect(demo.length).toBeGreaterThanOrEqual(5);
      expect(demo.length).toBeLessThanOrEqual(8);
      const near = (lat: number, lng: number) =>
        demo.some((w) => Math.abs(w.latitude - lat) < 0.3 && Math.abs(w.longitude - lng) < 0.3);
      expect([near(59.437, 24.7536), near(56.9496, 24.1052), near(54.6872, 25.2797)]).toEqual([true, true, true]);
      const lv = (
        await t.app.inject({ method: "GET", url: "/api/v1/admin/workshops?serviceName=demo-lv", headers: t.operator })
      ).json();
      expect(lv.length).toBe(demo.length);
      // The demo plates each find a workshop for a traffic accident.
      for (const mark of ["Toyota", "Volvo", "Škoda"]) {
        const found = await t.app.inject({
          method: "GET",
          url: `/api/v1/public/services/SV-DEMO/workshops?incidentType=TRAFFIC_ACCIDENT&vehicleMark=${encodeURIComponent(mark)}&vehicleYear=2018`,
        });
        expect(found.json().length).toBeGreaterThan(0);
      }
      const all = await t.db.select().from(workshops);
      expect(new Set(all.flatMap((w) => w.acceptedMakes)).size).toBeGreaterThan(2);
    });
  });
});
