import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damageTemplates } from "../../db/schema/damage-areas.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { caseCodeIn, claimSetup } from "../cases/case-test-support.ts";
import { templateImageUrl } from "../damage-areas/builtin-images.ts";
import { fillClaim, submit } from "../claims/claim-filing-test-support.ts";
import { call, multipart, openClaim, send } from "../claims/claim-test-support.ts";
import { consolePost, newOperator, signIn } from "../operators/test-support.ts";

/** A PDF's document title, from its info dictionary: Latin-1, or UTF-16BE after a byte-order mark. */
function pdfTitle(pdf: string): string {
  const ref = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, "s").exec(pdf)?.[1] ?? "";
  const text = literal.replace(/\\(.)/gs, "$1");
  if (!text.startsWith("\u00fe\u00ff")) return text;
  return Buffer.from(text.slice(2), "latin1").swap16().toString("utf16le");
}

/**
 * The console's Claims and Cases routes: a claim with everything the customer entered, its photos and
 * its PDF, a case's steps, estimate and workshop with the messages they send. An operator of another
 * service gets 404 for each, a viewer reads but gets 403 for each write, nobody unsigned gets in.
 */
describe.each(TEST_DB_KINDS)("console claims and cases on %s", (kind) => {
  let t: TestApp;
  const cookie: Record<"opA" | "viewerA" | "opB", string> = { opA: "", viewerA: "", opB: "" };
  let claim: { id: number; externalId: string; photoId: number; caseId: number; plate: string };
  let workshopId: number;

  const get = (url: string, who: keyof typeof cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie: cookie[who] } });
  const post = (url: string, who: keyof typeof cookie, payload: unknown = {}) =>
    consolePost(t, url, payload, cookie[who]);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { storage: { kind: "disk", dir: mkdtempSync(join(tmpdir(), "hitch-console-claims-")) } },
    });
    const a = await createTestService(t);
    const b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);

    // A traffic accident filed the way the customer's app files it, with a photo and two marked areas.
    const setup = await claimSetup(t, a);
    workshopId = setup.workshopId;
    const c = await openClaim(t, a.name);
    await fillClaim(t, c, { incident: "TRAFFIC_ACCIDENT", flag: false, plate: setup.plate, workshopId });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c83c28" } })
      .jpeg()
      .toBuffer();
    const upload = await send(
      t,
      "POST",
      `/claims/${c.id}/file`,
      c.cookie,
      multipart([
        { name: "file", filename: "damage.jpg", type: "image/jpeg", data: photo },
        { name: "fileType", value: "DAMAGE_PHOTO" },
      ]),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const [template] = await t.db
      .insert(damageTemplates)
      .values({ vehicleBodyType: "SEDAN", imageUrl: templateImageUrl("sedan.svg"), rows: 6, columns: 4 })
      .returning();
    const area = await call(t, "POST", `/claims/${c.id}/damage-location-template`, c.cookie, {
      damageAreaTemplateId: template.id,
      coordinates: [
        { x: 0, y: 1 },
        { x: 1, y: 1 },
      ],
    });
    expect(area.statusCode, area.body).toBe(200);
    expect((await submit(t, c)).statusCode).toBe(200);
    const page = (await get(`/claims/${c.id}`, "opA")).json<{ externalId: string; caseId: number }>();
    claim = {
      id: c.id,
      externalId: page.externalId,
      photoId: upload.json().id,
      caseId: page.caseId,
      plate: setup.plate,
    };
  });
  afterAll(() => t?.close());

  it("lets nobody in without a session", async () => {
    for (const url of [
      "/claims",
      `/claims/${claim.id}`,
      `/claims/${claim.id}/pdf`,
      "/cases",
      `/cases/${claim.caseId}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/console${url}` });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it("lists a claim for its own service's operators, found by reference, plate and name, and for no one else", async () => {
    const ids = async (who: keyof typeof cookie, query = "") =>
      (await get(`/claims${query}`, who)).json<{ claims: { id: number }[] }>().claims.map((r) => r.id);
    expect(await ids("opA")).toContain(claim.id);
    expect(await ids("viewerA", `?q=${claim.externalId}`)).toEqual([claim.id]);
    expect(await ids("opA", `?q=${claim.plate.slice(0, 2)}-${claim.plate.slice(2).toLowerCase()}`)).toEqual([claim.id]);
    expect(await ids("opA", "?q=maasikas&state=SUBMITTED&incidentType=TRAFFIC_ACCIDENT")).toContain(claim.id);
    expect(await ids("opA", "?incidentType=THEFT")).not.toContain(claim.id);
    expect(await ids("opA", "?state=DRAFT")).not.toContain(claim.id);
    expect(await ids("opA", "?to=2020-01-01")).toEqual([]);
    expect(await ids("opB")).not.toContain(claim.id);
    expect((await get(`/claims?serviceId=${claim.id}000`, "opB")).statusCode).toBe(404);
    const bad = await get("/claims?from=yesterday", "opA");
    expect(bad.statusCode).toBe(400);
  });

  it("pages through a service's claims 25 at a time, newest first", async () => {
    const b = (await get("/me", "opB")).json<{ services: { name: string }[] }>().services[0];
    const drafts: number[] = [];
    for (let i = 0; i < 26; i++) drafts.push((await openClaim(t, b.name)).id);
    const page = async (n: number) =>
      (await get(`/claims?page=${n}`, "opB")).json<{ claims: { id: number }[]; total: number; pageSize: number }>();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect({ total: first.total, pageSize: first.pageSize }).toEqual({ total: 26, pageSize: 25 });
    expect(first.claims.map((c) => c.id)).toEqual(drafts.slice(1).reverse());
    expect(second.claims.map((c) => c.id)).toEqual([drafts[0]]);
    expect(third.claims).toEqual([]);
    expect((await get("/claims?page=0", "opB")).statusCode).toBe(400);
  });

  it("shows the claim with everything entered to its service and answers 404 to another's operator", async () => {
    const res = await get(`/claims/${claim.id}`, "viewerA");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      externalId: claim.externalId,
      status: "SUBMITTED",
      incidentType: "TRAFFIC_ACCIDENT",
      vehicleDetails: { licensePlate: claim.plate, mark: "Toyota" },
      notifierInfo: { notifier: { contact: { name: expect.stringContaining("Maasikas") } } },
      accidentDetails: { address: "Pärnu mnt 10, Tallinn" },
      workshop: { id: workshopId, name: "Kesklinna Remont" },
      damageArea: { coordinates: [expect.objectContaining({ x: 0, y: 1 }), expect.objectContaining({ x: 1, y: 1 })] },
      damageTemplate: { rows: expect.any(Number), columns: expect.any(Number) },
      uploadedPhotos: [{ id: claim.photoId, url: `/api/v1/console/claims/${claim.id}/files/${claim.photoId}` }],
    });
    expect((await get(`/claims/${claim.id}`, "opB")).statusCode).toBe(404);
    expect((await get(`/claims/999999`, "opA")).statusCode).toBe(404);

    const photo = await get(`/claims/${claim.id}/files/${claim.photoId}`, "viewerA");
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect((await get(`/claims/${claim.id}/files/${claim.photoId}`, "opB")).statusCode).toBe(404);
  });

  it("makes the claim's PDF in the operator's language with its photo and diagram, for its service only", async () => {
    const res = await get(`/claims/${claim.id}/pdf?language=et`, "viewerA");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`claim-${claim.externalId}.pdf`);
    const pdf = res.rawPayload.toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdfTitle(pdf)).toBe(`Kahjuteade ${claim.externalId}`);
    // The photo and the diagram's drawing.
    expect(pdf.match(/\/Subtype \/Image/g)?.length).toBe(2);
    const russian = (await get(`/claims/${claim.id}/pdf?language=ru`, "opA")).rawPayload.toString("latin1");
    expect(pdfTitle(russian)).toBe(`Заявление о страховом случае ${claim.externalId}`);
    expect((await get(`/claims/${claim.id}/pdf`, "opB")).statusCode).toBe(404);
    expect((await get(`/claims/${claim.id}/pdf?language=xx`, "opA")).statusCode).toBe(400);
  });

  it("lists and shows the claim's case to its service only", async () => {
    const listed = async (who: keyof typeof cookie, query = "") =>
      (await get(`/cases${query}`, who)).json<{ id: number }[]>().map((c) => c.id);
    expect(await listed("viewerA")).toContain(claim.caseId);
    expect(await listed("opA", `?q=${claim.externalId}&status=OPEN`)).toEqual([claim.caseId]);
    expect(await listed("opA", "?status=CLOSED")).not.toContain(claim.caseId);
    expect(await listed("opB")).not.toContain(claim.caseId);
    const page = await get(`/cases/${claim.caseId}`, "viewerA");
    expect(page.json()).toMatchObject({ reference: claim.externalId, workshopChoices: [{ id: workshopId }] });
    expect((await get(`/cases/${claim.caseId}`, "opB")).statusCode).toBe(404);
  });

  it("completes a step, sets an estimate and attaches a workshop for the operator: 404 to another service, 403 to a viewer", async () => {
    const writes: [string, unknown][] = [
      [`/cases/${claim.caseId}/steps/VEHICLE_DELIVERED/complete`, {}],
      [
        `/cases/${claim.caseId}/steps/SPARE_PARTS_ARRIVAL/estimate`,
        { estimationType: "DATE", estimatedDate: "2030-05-01" },
      ],
      [`/cases/${claim.caseId}/workshop`, { workshopId }],
    ];
    for (const [url, body] of writes) {
      expect({ url, status: (await post(url, "opB", body)).statusCode }).toEqual({ url, status: 404 });
      const viewer = await post(url, "viewerA", body);
      expect({ url, status: viewer.statusCode, code: viewer.json().code }).toEqual({
        url,
        status: 403,
        code: "READ_ONLY_ROLE",
      });
    }

    const done = await post(writes[0][0], "opA");
    expect(done.statusCode, done.body).toBe(200);
    const step = (body: { progress: { caseStepId: string; completedTimeMs: number | null }[] }, name: string) =>
      body.progress.find((s) => s.caseStepId === name);
    expect(step(done.json(), "VEHICLE_DELIVERED")?.completedTimeMs).toEqual(expect.any(Number));
    expect((await post(writes[0][0], "opA")).statusCode).toBe(409);
    expect((await post(writes[1][0], "opA", writes[1][1])).statusCode).toBe(200);
    expect((await post(writes[1][0], "opA", { estimationType: "DATE", estimatedDate: "soon" })).statusCode).toBe(400);
    expect((await post(writes[2][0], "opA", writes[2][1])).statusCode).toBe(200);

    // Each change told the customer by SMS and e-mail; the console sees the masked copies and their state.
    await t.flushOutbox();
    const page = (await get(`/cases/${claim.caseId}`, "opA")).json<{
      notifications: { channel: string; purpose: string; status: string; body: string }[];
    }>();
    expect(page.notifications).toHaveLength(6);
    expect(page.notifications.map((n) => n.channel).sort()).toEqual(["EMAIL", "EMAIL", "EMAIL", "SMS", "SMS", "SMS"]);
    expect(page.notifications.every((n) => n.purpose === "CASE_UPDATED" && n.status === "SENT")).toBe(true);
    const delivered = [...t.delivered.values()].find((text) => text.includes(claim.plate)) ?? "";
    const code = caseCodeIn(delivered);
    expect(JSON.stringify(page.notifications)).not.toContain(code);

    const audit = (await get("/audit?action=case.completeStep", "opA")).json<Record<string, unknown>[]>();
    expect(audit[0]).toMatchObject({ targetType: "case", targetId: String(claim.caseId) });
  });
});
