import sharp from "sharp";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { call, juri, mari, multipart, openClaim, send } from "./claim-test-support.ts";

describe.each(TEST_DB_KINDS)("restoring a claim on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { storage: { kind: "disk", dir: mkdtempSync(join(tmpdir(), "hitch-claim-restore-")) } },
    });
    await seedDemo(t.db);
  });
  afterAll(() => t?.close());

  it("answers every slice the first six steps saved, so a reopened link refills each screen", async () => {
    const c = await openClaim(t, "demo");
    const ok = async (p: Promise<{ statusCode: number; body: string }>) => {
      const res = await p;
      expect(res.statusCode, res.body).toBeLessThan(300);
      return JSON.parse(res.body || "null");
    };
    await ok(call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "TRAFFIC_ACCIDENT" }));
    const lookup = await ok(call(t, "GET", `/claims/${c.id}/vehicle-details?licensePlate=456DEF`, c.cookie));
    const v = lookup.vehicle;
    await ok(
      call(t, "POST", `/claims/${c.id}/vehicle-details`, c.cookie, {
        licensePlate: v.licensePlate,
        vinCode: v.vinCode,
        mark: v.manufacturer,
        model: v.model,
        year: v.year,
        bodyType: v.bodyType,
      }),
    );
    const templates = await ok(call(t, "GET", "/damage-location-template", null));
    const template = templates.find((x: { vehicleBodyType: string }) => x.vehicleBodyType === v.bodyType);
    await ok(
      call(t, "POST", `/claims/${c.id}/damage-location-template`, c.cookie, {
        damageAreaTemplateId: template.id,
        coordinates: [
          { x: 0, y: 1 },
          { x: 0, y: 2 },
        ],
      }),
    );
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const form = (fileType: string) =>
      multipart([
        { name: "file", filename: "p.png", type: "image/png", data: png },
        { name: "fileType", value: fileType },
      ]);
    const screenshot = await ok(send(t, "POST", `/claims/${c.id}/file`, c.cookie, form("DAMAGE_AREA_SCREENSHOT")));
    const photo = await ok(send(t, "POST", `/claims/${c.id}/file`, c.cookie, form("DAMAGE_PHOTO")));
    await ok(
      call(t, "POST", `/claims/${c.id}/notifier-info`, c.cookie, {
        notifier: mari,
        driver: juri,
        isContactDriver: false,
      }),
    );
    await ok(
      call(t, "PUT", `/claims/${c.id}/other-parties-details`, c.cookie, {
        otherPartiesInvolved: true,
        otherPartiesInfo: true,
      }),
    );
    const created = await ok(
      call(t, "POST", `/claims/${c.id}/other-parties`, c.cookie, {
        vehicleParties: [{ vehicle: { licensePlate: "777XYZ" } }],
      }),
    );

    const claim = await ok(call(t, "GET", `/claims/${c.id}`, c.cookie));
    expect(claim).toMatchObject({
      incidentType: "TRAFFIC_ACCIDENT",
      vehicleDetails: {
        licensePlate: "456DEF",
        mark: "Volvo",
        model: "XC60",
        bodyType: "SEDAN_BIG",
        driveType: "FOUR_WHEEL",
        insuranceVerified: true,
      },
      damageAreaTemplateId: template.id,
      damageArea: {
        damageAreaTemplateId: template.id,
        coordinates: [
          { x: 0, y: 1, friendlyName: "0-1" },
          { x: 0, y: 2, friendlyName: "0-2" },
        ],
      },
      uploadedPhotos: [screenshot, photo],
      notifierInfo: {
        notifier: { contact: mari.contact },
        driver: { personalCode: juri.personalCode },
        isContactDriver: false,
      },
      otherPartiesInvolved: true,
      otherPartiesInfo: true,
      otherParties: created,
      submitted: false,
    });
    expect((await call(t, "GET", `/claims/${c.id}/service-theme`, c.cookie)).statusCode).toBe(200);
  });
});
