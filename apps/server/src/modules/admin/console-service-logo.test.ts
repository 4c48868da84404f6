import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";

/** A service's operators replace its logo in the console (audited); viewers get 403, other services 404. */
describe.each(TEST_DB_KINDS)("console service logo on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie = { opA: "", viewerA: "" };
  let png: Buffer;

  const put = (serviceId: number, who: keyof typeof cookie, payload: Buffer, type = "image/png") =>
    t.app.inject({
      method: "PUT",
      url: `/api/v1/console/services/${serviceId}/logo`,
      headers: { cookie: cookie[who], "content-type": type },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());

  it("answers 403 READ_ONLY_ROLE to a viewer and 404 for another service", async () => {
    const viewer = await put(a.id, "viewerA", png);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<{ code: string }>().code).toBe("READ_ONLY_ROLE");
    expect((await put(b.id, "opA", png)).statusCode).toBe(404);
  });

  it("refuses a file that is not an image with the operator API's codes", async () => {
    const res = await put(a.id, "opA", Buffer.from("definitely not a png"));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe("FILE_NOT_IMAGE");
    expect((await put(a.id, "opA", Buffer.from("hello"), "text/plain")).statusCode).toBe(415);
  });

  it("stores the logo, answers the service with it, and audits service.logo", async () => {
    const res = await put(a.id, "opA", png);
    expect(res.statusCode).toBe(200);
    const theme = (await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${a.name}` })).json<{
      logo: string | null;
    }>();
    expect(theme.logo).toMatch(/^data:image\/png;base64,/);
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/audit?action=service.logo`,
      headers: { cookie: cookie.opA },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain("service.logo");
  });
});
