import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, openLink, uniqueName, type TestApp } from "../../testing/test-app.ts";
import { claimUuidSeenBy } from "../claims/claim-test-support.ts";

describe.each(TEST_DB_KINDS)("operator service administration on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/v1/admin/services", headers: t.operator, payload });

  it("creates a service that the public theme route then answers", async () => {
    const name = uniqueName("acme");
    const res = await create({
      name,
      countryCode: "LV",
      defaultLanguage: "lv",
      themeColor: "#0055aa",
      directContact: "+37120000000",
      isMotionsCloudEnabled: true,
      legalEntity: { name: "Acme SIA", registryCode: "400", address: "Rīga", contact: "info@acme.lv" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name,
      serviceLinkName: name,
      countryCode: "LV",
      defaultLanguage: "lv",
      themeColor: "#0055aa",
      isTestService: false,
      isMotionsCloudEnabled: true,
      legalEntity: { name: "Acme SIA", registryCode: "400", address: "Rīga", contact: "info@acme.lv" },
      logo: null,
    });
    const theme = await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${name}` });
    expect(theme.json()).toEqual({ logo: null, color: "#0055aa" });
  });

  it("refuses a duplicate name with 409 SERVICE_EXISTS", async () => {
    const name = uniqueName();
    expect((await create({ name, countryCode: "EE", defaultLanguage: "en" })).statusCode).toBe(201);
    const again = await create({ name, countryCode: "EE", defaultLanguage: "en" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, code: "SERVICE_EXISTS" });
  });

  it.each([
    [{ name: "Bad Name", countryCode: "EE", defaultLanguage: "en" }],
    [{ name: "ok-name", countryCode: "FI", defaultLanguage: "en" }],
    [{ name: "ok-name", countryCode: "EE", defaultLanguage: "en", themeColor: "red" }],
    [{ name: "ok-name", countryCode: "EE" }],
  ])("rejects %j", async (payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("updates only the fields given and lists every service", async () => {
    const name = uniqueName();
    await create({ name, countryCode: "EE", defaultLanguage: "en", directContact: "+3725000000" });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/admin/services/${name}`,
      headers: t.operator,
      payload: { themeColor: "#abcdef", isTestService: true, serviceLinkName: `${name}-partner` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      themeColor: "#abcdef",
      isTestService: true,
      directContact: "+3725000000",
      serviceLinkName: `${name}-partner`,
    });
    const list = await t.app.inject({ method: "GET", url: "/api/v1/admin/services", headers: t.operator });
    expect(list.json().find((s: { name: string }) => s.name === name)).toMatchObject({ themeColor: "#abcdef" });
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/admin/services/nobody-here",
      headers: t.operator,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it("sets whether the claim-received page offers feedback on create, toggles it by update and lists it", async () => {
    // What the customer's claim-received page asks: does this claim's service offer feedback?
    const offersFeedback = async (name: string) => {
      const link = await openLink(t, "claim", name);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/public/service-notification?claimUuid=${await claimUuidSeenBy(t, link)}`,
        headers: { cookie: link.cookie },
      });
      return res.json().isEnabled;
    };
    const byDefault = uniqueName();
    expect(
      (await create({ name: byDefault, countryCode: "EE", defaultLanguage: "en" })).json().claimFeedbackEnabled,
    ).toBe(true);
    expect(await offersFeedback(byDefault)).toBe(true);

    const name = uniqueName();
    const created = await create({ name, countryCode: "EE", defaultLanguage: "en", claimFeedbackEnabled: false });
    expect(created.json()).toMatchObject({ name, claimFeedbackEnabled: false });
    expect(await offersFeedback(name)).toBe(false);

    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PATCH", url: `/api/v1/admin/services/${name}`, headers: t.operator, payload });
    const on = await update({ claimFeedbackEnabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().claimFeedbackEnabled).toBe(true);
    expect(await offersFeedback(name)).toBe(true);
    // Another field changed alone leaves the flag as it is.
    expect((await update({ themeColor: "#123456" })).json().claimFeedbackEnabled).toBe(true);
    expect((await update({ claimFeedbackEnabled: false })).json().claimFeedbackEnabled).toBe(false);

    const list = (await t.app.inject({ method: "GET", url: "/api/v1/admin/services", headers: t.operator })).json();
    const listed = (n: string) => list.find((s: { name: string }) => s.name === n);
    expect(listed(name).claimFeedbackEnabled).toBe(false);
    expect(listed(byDefault).claimFeedbackEnabled).toBe(true);

    for (const bad of ["yes", 1, null]) {
      const onCreate = await create({
        name: uniqueName(),
        countryCode: "EE",
        defaultLanguage: "en",
        claimFeedbackEnabled: bad,
      });
      expect(onCreate.statusCode).toBe(400);
      expect(onCreate.json().code).toBe("VALIDATION_FAILED");
      expect(onCreate.json().errors).toContainEqual(expect.objectContaining({ path: "claimFeedbackEnabled" }));
      const onUpdate = await update({ claimFeedbackEnabled: bad });
      expect(onUpdate.statusCode).toBe(400);
      expect(onUpdate.json().code).toBe("VALIDATION_FAILED");
    }
    expect(listed(name).claimFeedbackEnabled).toBe(false);
  });

  it("scales an uploaded logo to fit 55x150 and serves it in the theme", async () => {
    const name = uniqueName();
    await create({ name, countryCode: "EE", defaultLanguage: "en" });
    const big = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/services/${name}/logo`,
      headers: { ...t.operator, "content-type": "image/jpeg" },
      payload: big,
    });
    expect(res.statusCode).toBe(200);
    const theme = (await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${name}` })).json();
    expect(theme.logo).toMatch(/^data:image\/png;base64,/);
    const stored = await sharp(Buffer.from(theme.logo.split(",")[1], "base64")).metadata();
    expect(stored.width).toBe(150);
    expect(stored.height).toBe(50);
  });

  it("refuses a logo that is not an image, whatever its content type says", async () => {
    const name = uniqueName();
    await create({ name, countryCode: "EE", defaultLanguage: "en" });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/services/${name}/logo`,
      headers: { ...t.operator, "content-type": "image/png" },
      payload: Buffer.from("definitely not a png"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: "FILE_NOT_IMAGE" });
    const text = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/services/${name}/logo`,
      headers: { ...t.operator, "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
  });

  it.each([
    ["GET", "/api/v1/admin/services"],
    ["POST", "/api/v1/admin/services"],
    ["PATCH", "/api/v1/admin/services/demo"],
    ["PUT", "/api/v1/admin/services/demo/logo"],
  ] as const)("answers %s %s with 401 without the API key", async (method, url) => {
    for (const authorization of [undefined, "Bearer nope", "Basic abc"]) {
      const res = await t.app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        payload: method === "GET" ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
    }
  });
});
