import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_IMPORT_EXAMPLE_CSV } from "@hitch/contract/console/vehicles";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { claims } from "../../db/schema/claims.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";

/**
 * Workshops and Vehicles in the console: an operator of service B gets 404 for anything of service A,
 * a viewer of A reads but never writes (403), and every write lands in the audit log.
 */
describe.each(TEST_DB_KINDS)("console workshops and vehicles on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie: Record<"opA" | "viewerA" | "opB", string> = { opA: "", viewerA: "", opB: "" };
  type Who = keyof typeof cookie;

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who: Who | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/console${url}`,
      headers: { origin: t.config.publicUrl, ...(who ? { cookie: cookie[who] } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const uploadCsv = (serviceId: number, csv: string, who: Who) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/console/vehicles/import?serviceId=${serviceId}`,
      headers: { origin: t.config.publicUrl, cookie: cookie[who], "content-type": "text/csv" },
      payload: csv,
    });
  const auditOf = async (action: string) =>
    (await call("GET", `/audit?action=${action}`, "opA")).json<Record<string, unknown>[]>();

  const workshop = {
    name: "Kesklinna Remont",
    latitude: 59.43,
    longitude: 24.75,
    address: "Tartu mnt 1, Tallinn",
    phone: "+3725551111",
    description: "",
    incidentTypes: ["TRAFFIC_ACCIDENT"],
    vehicleMarks: ["Toyota"],
    minYear: 2005,
    maxYear: null,
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  it("lets nobody in without a session", async () => {
    expect((await call("GET", "/workshops", null)).statusCode).toBe(401);
    expect((await call("POST", "/workshops", null, { ...workshop, serviceId: a.id })).statusCode).toBe(401);
    expect((await call("GET", "/workshops/places?query=tartu&latitude=59&longitude=24", null)).statusCode).toBe(401);
    expect((await call("GET", `/vehicles/123ABC?serviceId=${a.id}`, null)).statusCode).toBe(401);
  });

  it("adds, lists, changes and removes a workshop of the operator's own service, each change audited", async () => {
    const created = await call("POST", "/workshops", "opA", { ...workshop, serviceId: a.id });
    expect(created.statusCode).toBe(201);
    const added = created.json<{ id: number }>();
    expect(added).toMatchObject({ serviceId: a.id, serviceName: a.name, name: "Kesklinna Remont", description: null });

    const listed = (await call("GET", "/workshops", "opA")).json<{ id: number }[]>();
    expect(listed.map((w) => w.id)).toContain(added.id);
    expect((await call("GET", "/workshops", "viewerA")).json<{ id: number }[]>().map((w) => w.id)).toContain(added.id);

    const changed = await call("PATCH", `/workshops/${added.id}`, "opA", { ...workshop, name: "Kesklinna Remont OÜ" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: added.id, name: "Kesklinna Remont OÜ", serviceId: a.id });
    const [update] = await auditOf("workshop.update");
    expect(update).toMatchObject({
      serviceId: a.id,
      targetType: "workshop",
      targetId: String(added.id),
      before: expect.objectContaining({ name: "Kesklinna Remont" }),
      after: expect.objectContaining({ name: "Kesklinna Remont OÜ" }),
    });

    expect((await call("DELETE", `/workshops/${added.id}`, "opA")).statusCode).toBe(204);
    expect((await call("GET", "/workshops", "opA")).json<{ id: number }[]>().map((w) => w.id)).not.toContain(added.id);
    expect((await call("DELETE", `/workshops/${added.id}`, "opA")).statusCode).toBe(404);
    const [create] = await auditOf("workshop.create");
    expect(create).toMatchObject({ targetId: String(added.id), before: null });
    const [remove] = await auditOf("workshop.remove");
    expect(remove).toMatchObject({
      targetId: String(added.id),
      after: null,
      before: expect.objectContaining({ phone: "+3725551111" }),
    });
  });

  it("keeps another service's workshops out of reach (404) and a viewer's hands off them (403)", async () => {
    const { id } = (await call("POST", "/workshops", "opA", { ...workshop, serviceId: a.id })).json<{ id: number }>();
    expect((await call("GET", "/workshops", "opB")).json<{ id: number }[]>().map((w) => w.id)).not.toContain(id);
    expect((await call("GET", `/workshops?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
    expect((await call("POST", "/workshops", "opB", { ...workshop, serviceId: a.id })).statusCode).toBe(404);
    expect((await call("PATCH", `/workshops/${id}`, "opB", workshop)).statusCode).toBe(404);
    expect((await call("DELETE", `/workshops/${id}`, "opB")).statusCode).toBe(404);

    const viewerWrites = [
      await call("POST", "/workshops", "viewerA", { ...workshop, serviceId: a.id }),
      await call("PATCH", `/workshops/${id}`, "viewerA", workshop),
      await call("DELETE", `/workshops/${id}`, "viewerA"),
    ];
    expect(viewerWrites.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([403, "READ_ONLY_ROLE"]));
    expect(
      (await call("GET", "/workshops", "opA")).json<{ id: number; name: string }[]>().find((w) => w.id === id),
    ).toMatchObject({ name: "Kesklinna Remont" });
  });

  it("keeps a workshop a claim chose (409 WORKSHOP_IN_USE), with nothing audited", async () => {
    const { id } = (await call("POST", "/workshops", "opA", { ...workshop, serviceId: a.id })).json<{ id: number }>();
    const claim = await openLink(t, "claim", a.name);
    await t.db.update(claims).set({ workshopId: id }).where(eq(claims.id, claim.id));
    const refused = await call("DELETE", `/workshops/${id}`, "opA");
    expect([refused.statusCode, refused.json().code]).toEqual([409, "WORKSHOP_IN_USE"]);
    expect((await call("GET", "/workshops", "opA")).json<{ id: number }[]>().map((w) => w.id)).toContain(id);
    expect((await auditOf("workshop.remove")).map((e) => e.targetId)).not.toContain(String(id));
  });

  it("refuses a workshop without a location, with a year range upside down, or with a bad phone", async () => {
    const { latitude: _, ...withoutLocation } = workshop;
    const missing = await call("POST", "/workshops", "opA", { ...withoutLocation, serviceId: a.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: "latitude", code: "validation.locationRequired" });
    const years = await call("POST", "/workshops", "opA", {
      ...workshop,
      serviceId: a.id,
      minYear: 2020,
      maxYear: 2010,
    });
    expect(years.json().errors).toContainEqual({ path: "maxYear", code: "validation.yearRange" });
    const phone = await call("POST", "/workshops", "opA", { ...workshop, serviceId: a.id, phone: "call me" });
    expect(phone.json().errors).toContainEqual({ path: "phone", code: "validation.phoneDigits" });
  });

  it("finds places for the form's address search through the geocoder", async () => {
    const res = await call("GET", "/workshops/places?query=tartu&latitude=59.43&longitude=24.75", "viewerA");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ places: { name: string; country: string }[] }>().places[0]).toMatchObject({
      name: "Tartu",
      country: "EE",
    });
    expect((await call("GET", "/workshops/places?query=&latitude=59&longitude=24", "opA")).statusCode).toBe(400);
  });

  it("imports the example file, reports good and bad rows, and audits the import", async () => {
    const first = await uploadCsv(a.id, VEHICLE_IMPORT_EXAMPLE_CSV, "opA");
    expect(first.json()).toEqual({ added: expect.any(Number), updated: expect.any(Number), rejected: [] });
    expect(first.json().added + first.json().updated).toBe(2);

    const csv =
      "licensePlate,mark,model,year,insuranceValidFrom,insuranceValidTo\n777FLT,Audi,A4,2019,2026-01-01,2027-12-31\n,Kia,Rio,,,\n778FLT,Opel,,,,\n";
    const report = await uploadCsv(a.id, csv, "opA");
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      added: 1,
      updated: 0,
      rejected: [
        { row: 2, reason: "MISSING_LICENSE_PLATE" },
        { row: 3, reason: "MISSING_MODEL" },
      ],
    });
    const [entry] = await auditOf("vehicles.import");
    expect(entry).toMatchObject({
      serviceId: a.id,
      after: { rows: 3, added: 1, updated: 0, rejected: report.json().rejected },
    });

    const header = await uploadCsv(a.id, "plate,mark\n1,2\n", "opA");
    expect(header.statusCode).toBe(400);
    expect(header.json().errors).toContainEqual({ path: "header.plate", code: "UNKNOWN_COLUMN" });
  });

  it("keeps the import to the operator's services (404) and away from viewers (403)", async () => {
    const csv = "licensePlate,mark,model\n779FLT,Audi,A6\n";
    expect((await uploadCsv(a.id, csv, "opB")).statusCode).toBe(404);
    const viewer = await uploadCsv(a.id, csv, "viewerA");
    expect([viewer.statusCode, viewer.json().code]).toEqual([403, "READ_ONLY_ROLE"]);
    expect((await call("GET", `/vehicles/779FLT?serviceId=${a.id}`, "opA")).statusCode).toBe(404);
  });

  it("finds a plate with the service's insurance, and only for that service's operators", async () => {
    const found = await call("GET", `/vehicles/777flt?serviceId=${a.id}`, "viewerA");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      licensePlate: "777FLT",
      mark: "Audi",
      model: "A4",
      year: 2019,
      insured: true,
      policies: [{ validFrom: "2026-01-01", validTo: "2027-12-31", current: true, policyNumber: null }],
    });
    const plain = (await call("GET", `/vehicles/EXAMPLE2?serviceId=${a.id}`, "opA")).json();
    expect(plain).toMatchObject({ mark: "Toyota", insured: false, policies: [] });

    expect((await call("GET", `/vehicles/777FLT?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
    const unknown = await call("GET", `/vehicles/000XXX?serviceId=${a.id}`, "opA");
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "VEHICLE_NOT_FOUND"]);
    expect((await call("GET", `/vehicles/7-7?serviceId=${a.id}`, "opA")).statusCode).toBe(400);
  });
});
