import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { otherParties } from "../../db/schema/other-parties.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

describe.each(TEST_DB_KINDS)("claims on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const read = (id: number | string, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/claims/${id}`, headers: cookie ? { cookie } : {} });

  it("starts a claim from a partner service link in the service's default language", async () => {
    const service = await createTestService(t, { defaultLanguage: "lv" });
    const start = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim/service-link",
      payload: { name: service.linkName },
    });
    expect(start.statusCode).toBe(201);
    const { claimId, claimExternalId, code } = start.json();
    expect(claimExternalId).toMatch(/^CL-/);
    const link = await t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${code}` });
    expect(link.json()).toEqual({ isValid: true, id: claimId, externalId: claimExternalId, language: "lv", msg: null });
  });

  it("answers an unknown service link name with 404 and bad bodies with 400", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/public/claim/service-link", payload: { name: "nobody" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/public/claim/service-link", payload: { name: 5 } }))
        .statusCode,
    ).toBe(400);
  });

  it("reads an empty claim with every slice present", async () => {
    const service = await createTestService(t, { isMotionsCloudEnabled: true });
    const link = await openLink(t, "claim", service.name);
    const res = await read(link.id, link.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: link.id,
      externalId: link.externalId,
      status: "DRAFT",
      submitted: false,
      serviceExternalId: service.externalId,
      isMotionsCloudEnabled: true,
      incidentType: null,
      vehicleDetails: null,
      damageArea: null,
      uploadedPhotos: [],
      notifierInfo: null,
      otherParties: [],
      accidentDetails: null,
      communicationPreferences: [],
      workshopId: null,
    });
  });

  it("reads back stored slices in the contract's shape", async () => {
    const service = await createTestService(t);
    const link = await openLink(t, "claim", service.name);
    await t.db
      .update(claims)
      .set({
        incidentType: "TRAFFIC_ACCIDENT",
        licensePlate: "123ABC",
        vehicleMark: "Toyota",
        insuranceVerified: true,
        notifierName: "Mari",
        notifierPhone: "5551234",
        notifierPhonePrefix: "+372",
        isContactDriver: true,
        accidentAt: new Date("2026-01-02T10:30:00Z"),
        accidentDescription: "Rear-ended at a light",
        whoCaused: "OTHER",
        communicationPreferences: ["SMS"],
      })
      .where(eq(claims.id, link.id));
    await t.db.insert(otherParties).values({ claimId: link.id, type: "vehicle", vehicleLicensePlate: "777XYZ" });
    const body = (await read(link.id, link.cookie)).json();
    expect(body.incidentType).toBe("TRAFFIC_ACCIDENT");
    expect(body.vehicleDetails).toMatchObject({ licensePlate: "123ABC", mark: "Toyota", insuranceVerified: true });
    expect(body.notifierInfo).toEqual({
      notifier: { contact: { name: "Mari", email: null, phone: "5551234", phonePrefix: "+372" }, personalCode: null },
      driver: null,
      isContactDriver: true,
    });
    expect(body.accidentDetails).toMatchObject({ accidentDatetime: "2026-01-02T10:30:00.000Z", whoCaused: "OTHER" });
    expect(body.otherParties).toHaveLength(1);
    expect(body.otherParties[0]).toMatchObject({
      type: "vehicle",
      vehicle: { licensePlate: "777XYZ" },
      object: null,
      person: null,
    });
    expect(body.communicationPreferences).toEqual(["SMS"]);
  });

  it("answers 404 to another claim's session and to an assistance session", async () => {
    const service = await createTestService(t);
    const mine = await openLink(t, "claim", service.name);
    const other = await openLink(t, "claim", service.name);
    const assistance = await openLink(t, "assistance", service.name);
    for (const cookie of [other.cookie, assistance.cookie, undefined]) {
      const res = await read(mine.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
  });

  it("rejects a non-numeric claim id", async () => {
    const service = await createTestService(t);
    const link = await openLink(t, "claim", service.name);
    expect((await read("x1", link.cookie)).statusCode).toBe(400);
  });
});
