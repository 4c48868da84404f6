import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, sessionCookieOf, type TestApp } from "../../testing/test-app.ts";

// The customer's contact form starts from what is already known: the number the operator sent the link
// to, or at least the service country's dialling code (a Latvian service's caller is rarely on +372).
describe.each(TEST_DB_KINDS)("contact phone defaults on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const read = (path: string, cookie: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/${path}`, headers: { cookie } });

  it("an assistance request of a Latvian service starts on +371 with no number", async () => {
    const service = await createTestService(t, { countryCode: "LV" });
    const link = await openLink(t, "assistance", service.name);
    const request = (await read(`assistance-request/${link.id}`, link.cookie)).json();
    expect(request.contact).toEqual({ name: null, phonePrefix: "+371", phone: null, email: null });
  });

  it("an assistance request starts with the phone the operator gave, its country code in the prefix", async () => {
    const service = await createTestService(t, { countryCode: "LV" });
    const link = await openLink(t, "assistance", service.name, { phone: "+37020000000" });
    const request = (await read(`assistance-request/${link.id}`, link.cookie)).json();
    expect(request.contact).toMatchObject({ phonePrefix: "+370", phone: "20000000" });
  });

  it("a full-data link's contact is kept as the operator typed it", async () => {
    const service = await createTestService(t, { countryCode: "LT" });
    const create = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/assistance-request/full-data-link",
      headers: t.operator,
      payload: {
        serviceName: service.name,
        phone: "+37120000000",
        contact: { name: "Mari Maasikas", phonePrefix: "+372", phone: "5551234" },
      },
    });
    expect(create.statusCode, create.body).toBe(201);
    const { code, id } = create.json();
    const opened = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${code}` });
    const cookie = sessionCookieOf(opened);
    const request = (await read(`assistance-request/${id}`, cookie)).json();
    expect(request.contact).toMatchObject({ name: "Mari Maasikas", phonePrefix: "+372", phone: "5551234" });
  });

  it("a claim tells the form the service country's prefix and the number its link went to", async () => {
    const service = await createTestService(t, { countryCode: "LT" });
    const bare = await openLink(t, "claim", service.name);
    expect((await read(`claims/${bare.id}`, bare.cookie)).json().serviceCountryCode).toBe("LT");
    expect((await read(`claims/${bare.id}`, bare.cookie)).json().contactDefaults).toEqual({
      phonePrefix: "+370",
      phone: null,
    });
    const texted = await openLink(t, "claim", service.name, { phone: "+3725551234" });
    expect((await read(`claims/${texted.id}`, texted.cookie)).json().contactDefaults).toEqual({
      phonePrefix: "+372",
      phone: "5551234",
    });
  });
});
