import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { links } from "../../db/schema/links.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, sessionCookieOf, type TestApp } from "../../testing/test-app.ts";
import { hashLinkCode } from "./link-codes.ts";
import { insertLink } from "./repository.ts";

describe.each(TEST_DB_KINDS)("links on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const validate = (path: string, code: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/${path}/${code}` });

  describe("operator link creation", () => {
    it("creates an assistance link whose URL points at the public link page", async () => {
      const service = await createTestService(t, { defaultLanguage: "et" });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/link",
        headers: t.operator,
        payload: { serviceName: service.name },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(body.url).toBe(`${t.config.publicUrl}/assistance-request-link/${body.code}`);
      expect(body.externalId).toMatch(/^AR-/);
      const [row] = await t.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, body.id));
      expect(row.status).toBe("DRAFT");
      expect(row.language).toBe("et");
    });

    it("stores only the hash of the code", async () => {
      const service = await createTestService(t);
      const { code, id } = await openLink(t, "claim", service.name);
      const rows = await t.db.select().from(links).where(eq(links.targetId, id));
      const stored = rows.find((r) => r.kind === "CLAIM")!;
      expect(stored.codeHash).toBe(hashLinkCode(code));
      expect(stored.codeHash).not.toContain(code);
    });

    it("gives a link the operator's own lifetime when ttlSeconds is sent", async () => {
      const service = await createTestService(t);
      for (const path of ["assistance-request/link", "claim-link"]) {
        const before = Date.now();
        const res = await t.app.inject({
          method: "POST",
          url: `/api/v1/public/${path}`,
          headers: t.operator,
          payload: { serviceName: service.name, ttlSeconds: 90 },
        });
        expect(res.statusCode).toBe(201);
        const [row] = await t.db
          .select()
          .from(links)
          .where(eq(links.codeHash, hashLinkCode(res.json().code)));
        const lifetime = row.expiresAt.getTime() - before;
        expect(lifetime).toBeGreaterThan(85_000);
        expect(lifetime).toBeLessThan(95_000);
      }
    });

    it("refuses a zero or negative link lifetime", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/claim-link",
        headers: t.operator,
        payload: { serviceName: service.name, ttlSeconds: 0 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("creates a claim link in the requested language", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/claim-link",
        headers: t.operator,
        payload: { serviceName: service.name, language: "lv" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().url).toBe(`${t.config.publicUrl}/claim-link/${res.json().code}`);
      const [row] = await t.db.select().from(claims).where(eq(claims.id, res.json().id));
      expect(row.language).toBe("lv");
    });

    it("sends the link by SMS in the link's language when asked", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/link",
        headers: t.operator,
        payload: { serviceName: service.name, phone: "+37255512345", language: "et", sendSms: true },
      });
      expect(res.statusCode).toBe(201);
      await t.flushOutbox();
      const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+37255512345"));
      expect(sms).toHaveLength(1);
      expect(t.delivered.get(sms[0].id)).toBe(`Telli autoabi siit: ${res.json().url}`);
      // The operators' copy has no code in it, and the sealed text is gone once sent.
      expect(sms[0]).toMatchObject({
        body: `Telli autoabi siit: ${t.config.publicUrl}/assistance-request-link/…`,
        bodyEncrypted: null,
        status: "SENT",
      });
      expect(sms[0].purpose).toBe("ASSISTANCE_LINK");
    });

    it("refuses sendSms without a phone", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/claim-link",
        headers: t.operator,
        payload: { serviceName: service.name, sendSms: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: "VALIDATION_FAILED",
        errors: [{ path: "phone", code: "validation.phoneRequired" }],
      });
    });

    it("answers 404 for an unknown service", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/link",
        headers: t.operator,
        payload: { serviceName: "no-such-service" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("SERVICE_NOT_FOUND");
    });

    it.each([["assistance-request/link"], ["assistance-request/full-data-link"], ["claim-link"]])(
      "refuses POST %s without the API key, and with a wrong one",
      async (path) => {
        const service = await createTestService(t);
        for (const headers of [{}, { authorization: "Bearer wrong-key" }, { authorization: t.config.adminApiKey }]) {
          const res = await t.app.inject({
            method: "POST",
            url: `/api/v1/public/${path}`,
            headers,
            payload: { serviceName: service.name },
          });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
        }
      },
    );

    it("rejects unknown fields and a malformed phone", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/link",
        headers: t.operator,
        payload: { serviceName: service.name, phone: "call me", admin: true },
      });
      expect(res.statusCode).toBe(400);
      const paths = res.json().errors.map((e: { path: string }) => e.path);
      expect(paths).toEqual(expect.arrayContaining(["phone", "admin"]));
    });
  });

  describe("full-data link", () => {
    it("pre-fills the request with what the operator was told", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/full-data-link",
        headers: t.operator,
        payload: {
          serviceExternalId: service.externalId,
          incident: "FLAT_TIRES",
          contact: { name: "Mari Maasikas", phone: "5551234" },
          licensePlate: "123abc",
          latitude: 59.43,
          longitude: 24.75,
          address: "Viru väljak 4, Tallinn",
          description: "Front left tyre is flat",
          operatorName: "Operator Olga",
        },
      });
      expect(res.statusCode).toBe(201);
      const link = await validate("assistance-request-link", res.json().code);
      const cookie = link.cookies.find((c) => c.name === "hitch_session")!;
      const read = await t.app.inject({
        method: "GET",
        url: `/api/v1/public/assistance-request/${res.json().id}`,
        headers: { cookie: `hitch_session=${cookie.value}` },
      });
      const request = read.json();
      expect(request.incidentType).toBe("FLAT_TIRES");
      expect(request.contact).toEqual({ name: "Mari Maasikas", phonePrefix: "+372", phone: "5551234", email: null });
      expect(request.vehicle.licensePlate).toBe("123ABC");
      expect(request.location).toEqual({ latitude: 59.43, longitude: 24.75 });
      expect(request.address).toBe("Viru väljak 4, Tallinn");
      expect(request.additionalDetails.description).toBe("Front left tyre is flat");
    });

    it("refuses a latitude without a longitude", async () => {
      const service = await createTestService(t);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/public/assistance-request/full-data-link",
        headers: t.operator,
        payload: { serviceName: service.name, latitude: 59.4 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });
  });

  describe.each([
    ["assistance", "assistance-request-link"],
    ["claim", "claim-link"],
  ] as const)("validating a %s link", (linkKind, path) => {
    const create = async (language?: string) => {
      const service = await createTestService(t, { directContact: "+3726001234" });
      const res = await t.app.inject({
        method: "POST",
        url: linkKind === "assistance" ? "/api/v1/public/assistance-request/link" : "/api/v1/public/claim-link",
        headers: t.operator,
        payload: { serviceName: service.name, ...(language ? { language } : {}) },
      });
      return res.json<{ code: string; id: number; externalId: string }>();
    };

    it("answers a valid link with its id and language and opens a session cookie", async () => {
      const { code, id, externalId } = await create("ru");
      const res = await validate(path, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isValid: true, id, externalId, language: "ru", msg: null });
      const cookie = res.cookies.find((c) => c.name === "hitch_session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.secure).toBeFalsy();
    });

    it("answers an expired link with LINK_EXPIRED and no session", async () => {
      const { code } = await create();
      await t.db
        .update(links)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(links.codeHash, hashLinkCode(code)));
      const res = await validate(path, code);
      expect(res.json()).toEqual({
        isValid: false,
        id: null,
        externalId: null,
        // The error screen speaks the link's language (the service's default here) and offers its Call button.
        language: "en",
        msg: "LINK_EXPIRED",
        serviceDirectContact: "+3726001234",
      });
      expect(res.cookies.find((c) => c.name === "hitch_session")).toBeUndefined();
    });

    const process = async (id: number) => {
      if (linkKind === "assistance") {
        await t.db.update(assistanceRequests).set({ status: "FINISHED" }).where(eq(assistanceRequests.id, id));
      } else {
        await t.db.update(claims).set({ submittedAt: new Date() }).where(eq(claims.id, id));
      }
    };

    it("answers a processed link with LINK_ALREADY_PROCESSED and a session that reads only the outcome", async () => {
      const { code, id, externalId } = await create("lv");
      await process(id);
      const res = await validate(path, code);
      expect(res.json()).toEqual({
        isValid: false,
        id,
        externalId,
        language: "lv",
        msg: "LINK_ALREADY_PROCESSED",
        serviceDirectContact: "+3726001234",
      });
      const cookie = sessionCookieOf(res);
      const own = linkKind === "assistance" ? `assistance-request/${id}` : `claims/${id}`;
      const read = await t.app.inject({ method: "GET", url: `/api/v1/public/${own}`, headers: { cookie } });
      expect(read.statusCode).toBe(200);
      // Nothing to fill in any more: the steps refuse changes.
      const step = linkKind === "assistance" ? `assistance-request/${id}/incident` : `claims/${id}/incident`;
      const edit = await t.app.inject({
        method: linkKind === "assistance" ? "PATCH" : "POST",
        url: `/api/v1/public/${step}`,
        headers: { cookie },
        payload: linkKind === "assistance" ? { incidentType: "FLAT_TIRES" } : { claimIncidentType: "OTHER" },
      });
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json().code).toBe(linkKind === "assistance" ? "REQUEST_NOT_EDITABLE" : "CLAIM_NOT_EDITABLE");
    });

    it("opens nothing for a processed link that is past its time", async () => {
      const { code, id } = await create();
      await process(id);
      await t.db
        .update(links)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(links.codeHash, hashLinkCode(code)));
      const res = await validate(path, code);
      expect(res.json()).toMatchObject({ isValid: false, id: null, msg: "LINK_ALREADY_PROCESSED" });
      expect(res.cookies.find((c) => c.name === "hitch_session")).toBeUndefined();
    });

    it.each([
      ["an unknown code", "AAAAAAAAAAAAAAAAAAAAAA"],
      ["a malformed code", "not-a-code!"],
      ["a too short code", "abc"],
    ])("answers %s with LINK_INVALID", async (_label, code) => {
      const res = await validate(path, encodeURIComponent(code));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isValid: false, id: null, externalId: null, language: null, msg: "LINK_INVALID" });
    });

    it("does not accept the other kind's code", async () => {
      const service = await createTestService(t);
      const other = await t.app.inject({
        method: "POST",
        url: linkKind === "assistance" ? "/api/v1/public/claim-link" : "/api/v1/public/assistance-request/link",
        headers: t.operator,
        payload: { serviceName: service.name },
      });
      const res = await validate(path, other.json().code);
      expect(res.json().msg).toBe("LINK_INVALID");
    });

    it("refuses an absurdly long code as bad input", async () => {
      const res = await validate(path, "a".repeat(500));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });
  });

  it("answers links validated at the same moment each for itself", async () => {
    const service = await createTestService(t);
    const created = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/public/assistance-request/link",
          headers: t.operator,
          payload: { serviceName: service.name },
        }),
      ),
    );
    const requests = created.map((res) => res.json<{ id: number; code: string }>());
    // A claim link whose target id is also an assistance request's: only its kind tells them apart.
    const claimCode = await insertLink(t.db, "CLAIM", requests[0].id, new Date(Date.now() + 3600_000));
    const codes = [...requests.map((r) => r.code), claimCode, "A".repeat(22), requests[2].code];
    const answers = await Promise.all(codes.map((code) => validate("assistance-request-link", code)));
    expect(answers.map((res) => res.json().id)).toEqual([...requests.map((r) => r.id), null, null, requests[2].id]);
    expect(answers.map((res) => res.json().msg)).toEqual([
      ...requests.map(() => null),
      "LINK_INVALID",
      "LINK_INVALID",
      null,
    ]);
    expect(answers.map((res) => res.headers["set-cookie"] !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it("marks the session cookie Secure when the public URL is https", async () => {
    const secure = await createTestApp(kind, { config: { publicUrl: "https://hitch.example" } });
    try {
      const service = await createTestService(secure);
      const { code } = (
        await secure.app.inject({
          method: "POST",
          url: "/api/v1/public/claim-link",
          headers: secure.operator,
          payload: { serviceName: service.name },
        })
      ).json();
      const res = await secure.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${code}` });
      expect(res.cookies.find((c) => c.name === "hitch_session")!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
