import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

const STEPS = {
  incident: { incidentType: "FLAT_TIRES" },
  location: { latitude: 59.437, longitude: 24.7536, address: "Vabaduse väljak, Tallinn" },
  contact: { name: "Mari Maasikas", phone: "5551234", phonePrefix: "+372" },
  vehicle: { licensePlate: "123ABC", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 },
  "additional-info": { email: "mari@example.ee", description: "Front left tyre is flat" },
} as const;
type Step = keyof typeof STEPS;

describe.each(TEST_DB_KINDS)("filling in and submitting an assistance request on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    const cover = { insuranceValidFrom: "2020-01-01", insuranceValidTo: "2099-12-31" };
    await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/services/${service.name}/vehicles/import`,
      headers: t.operator,
      payload: [
        { licensePlate: "123ABC", vinCode: "JT123", mark: "Toyota", model: "Corolla", year: 2018, ...cover },
        { licensePlate: "999XYZ", mark: "Škoda", model: "Octavia", year: 2015 },
      ],
    });
  });
  afterAll(() => t?.close());

  const open = () => openLink(t, "assistance", service.name);
  const patch = (id: number | string, step: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/v1/public/assistance-request/${id}/${step}`,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });
  const submit = (id: number | string, cookie?: string) =>
    t.app.inject({ method: "PUT", url: `/api/v1/public/assistance-request/${id}`, headers: cookie ? { cookie } : {} });
  const rowOf = async (id: number) =>
    (await t.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id)))[0];
  const fillAll = async (link: { id: number; cookie: string }) => {
    for (const step of Object.keys(STEPS) as Step[])
      expect((await patch(link.id, step, STEPS[step], link.cookie)).statusCode).toBe(200);
  };

  it.each([
    ["incident", { incidentType: "FLAT_TIRES" }, { incidentType: "FLAT_TIRES" }],
    [
      "location",
      STEPS.location,
      { location: { latitude: 59.437, longitude: 24.7536 }, address: "Vabaduse väljak, Tallinn" },
    ],
    [
      "contact",
      { name: " Mari Maasikas ", phone: "5551234", phonePrefix: "+371" },
      { contact: { name: "Mari Maasikas", phone: "5551234", phonePrefix: "+371", email: null } },
    ],
    [
      "vehicle",
      { licensePlate: "123abc", mark: "Toyota", model: "Corolla", year: 2018 },
      {
        vehicle: { licensePlate: "123ABC", vinCode: "JT123", mark: "Toyota", model: "Corolla", year: 2018 },
        insuranceVerified: true,
      },
    ],
    [
      "additional-info",
      { email: "", description: "Flat tyre" },
      { additionalDetails: { email: null, description: "Flat tyre" } },
    ],
  ])("PATCH %s saves the step and answers the whole request", async (step, body, expected) => {
    const link = await open();
    const res = await patch(link.id, step, body, link.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: link.id, externalId: link.externalId, status: "DRAFT", ...expected });
    const read = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${link.id}`,
      headers: { cookie: link.cookie },
    });
    expect(read.json()).toEqual(res.json());
  });

  it("stamps startTime at the first edit and keeps it", async () => {
    const link = await open();
    const first = (await patch(link.id, "incident", STEPS.incident, link.cookie)).json();
    expect(Date.parse(first.startTime)).toBeGreaterThan(Date.now() - 60_000);
    const second = (await patch(link.id, "contact", STEPS.contact, link.cookie)).json();
    expect(second.startTime).toBe(first.startTime);
  });

  it("saves a known but uninsured vehicle as not verified, taking what the client left out from the registry", async () => {
    const link = await open();
    const res = await patch(link.id, "vehicle", { licensePlate: "999XYZ" }, link.cookie);
    expect(res.json()).toMatchObject({
      vehicle: { licensePlate: "999XYZ", mark: "Škoda", model: "Octavia", year: 2015 },
      insuranceVerified: false,
    });
    const unknown = await patch(link.id, "vehicle", { licensePlate: "000AAA", mark: "Lada" }, link.cookie);
    expect(unknown.json()).toMatchObject({
      vehicle: { licensePlate: "000AAA", mark: "Lada", model: null },
      insuranceVerified: false,
    });
  });

  it.each([
    ["incident", { incidentType: "ALIENS" }],
    ["incident", { incidentType: "FLAT_TIRES", extra: true }],
    ["incident", {}],
    ["location", { latitude: "59.4", longitude: 24.7 }],
    ["location", { latitude: 91, longitude: 24.7 }],
    ["location", { latitude: 59.4, longitude: 24.7, altitude: 30 }],
    ["contact", { name: "Mari", phone: "555-1234", phonePrefix: "+372" }],
    ["contact", { name: "", phone: "5551234", phonePrefix: "+372" }],
    ["contact", { name: "Mari", phone: "5551234", phonePrefix: "+1" }],
    ["contact", { name: "Mari", phone: "5551234", phonePrefix: "+372", email: "a@b.ee" }],
    ["vehicle", { licensePlate: "12-3" }],
    ["vehicle", { licensePlate: "123ABC", year: "2018" }],
    ["vehicle", { licensePlate: "123ABC", colour: "red" }],
    ["additional-info", { email: "not-an-email", description: "x" }],
    ["additional-info", { email: null, description: "   " }],
    ["additional-info", { description: 42 }],
  ])("PATCH %s rejects %j with 400 VALIDATION_FAILED and saves nothing", async (step, body) => {
    const link = await open();
    const res = await patch(link.id, step, body, link.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", errors: expect.any(Array) });
    expect((await rowOf(link.id)).startTime).toBeNull();
  });

  it.each(Object.keys(STEPS))("PATCH %s refuses malformed JSON and a malformed id with 400", async (step) => {
    const link = await open();
    const broken = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/public/assistance-request/${link.id}/${step}`,
      headers: { "content-type": "application/json", cookie: link.cookie },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    for (const id of ["abc", "0", "1.5", "99999999999"]) {
      expect((await patch(id, step, STEPS[step as Step], link.cookie)).statusCode).toBe(400);
    }
  });

  it.each(Object.keys(STEPS))("PATCH %s answers 404 to another link's session and changes nothing", async (step) => {
    const mine = await open();
    const other = await open();
    for (const cookie of [other.cookie, undefined]) {
      const res = await patch(mine.id, step, STEPS[step as Step], cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
    expect((await rowOf(mine.id)).startTime).toBeNull();
  });

  it("refuses to submit an empty request with 422, listing every missing piece", async () => {
    const link = await open();
    const res = await submit(link.id, link.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      code: "VALIDATION_FAILED",
      errors: [
        { path: "incidentType", code: "MISSING_INCIDENT" },
        { path: "location", code: "MISSING_LOCATION" },
        { path: "vehicle", code: "MISSING_VEHICLE" },
        { path: "contact", code: "MISSING_CONTACT" },
        { path: "additionalDetails.description", code: "MISSING_DESCRIPTION" },
      ],
    });
    expect((await rowOf(link.id)).status).toBe("DRAFT");
  });

  it("refuses to submit with an uninsured vehicle (MISSING_VEHICLE)", async () => {
    const link = await open();
    await fillAll(link);
    await patch(link.id, "vehicle", { licensePlate: "999XYZ" }, link.cookie);
    const res = await submit(link.id, link.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: "vehicle", code: "MISSING_VEHICLE" }]);
  });

  it("submits a filled-in request: PENDING with every field saved and dispatch started once", async () => {
    const link = await open();
    await fillAll(link);
    const res = await submit(link.id, link.cookie);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      id: link.id,
      status: "PENDING",
      startTime: expect.any(String),
      submitTime: expect.any(String),
    });
    expect(Date.parse(answer.submitTime)).toBeGreaterThanOrEqual(Date.parse(answer.startTime));

    expect(await rowOf(link.id)).toMatchObject({
      status: "PENDING",
      incidentType: "FLAT_TIRES",
      latitude: 59.437,
      longitude: 24.7536,
      address: "Vabaduse väljak, Tallinn",
      contactName: "Mari Maasikas",
      contactPhone: "5551234",
      contactPhonePrefix: "+372",
      licensePlate: "123ABC",
      vinCode: "JT123",
      vehicleMark: "Toyota",
      vehicleModel: "Corolla",
      vehicleYear: 2018,
      insuranceVerified: true,
      additionalEmail: "mari@example.ee",
      description: "Front left tyre is flat",
      startTime: new Date(answer.startTime),
      submitTime: new Date(answer.submitTime),
    });
    const jobs = await t.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, link.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: "PENDING", latitude: 59.437, longitude: 24.7536 });

    // A retried submit answers the same times and starts nothing new.
    const again = await submit(link.id, link.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ startTime: answer.startTime, submitTime: answer.submitTime });
    expect(await t.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, link.id))).toHaveLength(1);

    // Submitted requests are no longer editable.
    const late = await patch(link.id, "contact", STEPS.contact, link.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ statusCode: 409, code: "REQUEST_NOT_EDITABLE" });
  });

  it("lets two simultaneous submits start one dispatch with the same times", async () => {
    const link = await open();
    await fillAll(link);
    const [a, b] = await Promise.all([submit(link.id, link.cookie), submit(link.id, link.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().submitTime).toBe(b.json().submitTime);
    expect(await t.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, link.id))).toHaveLength(1);
  });

  it("answers a submit with another link's session or a malformed id with 404 / 400", async () => {
    const mine = await open();
    await fillAll(mine);
    const other = await open();
    expect((await submit(mine.id, other.cookie)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    expect((await submit(mine.id)).statusCode).toBe(404);
    expect((await rowOf(mine.id)).status).toBe("DRAFT");
    expect((await submit("abc", mine.cookie)).statusCode).toBe(400);
  });
});
