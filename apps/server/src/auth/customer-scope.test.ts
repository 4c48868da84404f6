import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../testing/test-app.ts";
import { customerScopeOf } from "./customer-scope.ts";

describe.each(TEST_DB_KINDS)("customer scope guard on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t?.close());

  /** The real app plus routes a later change might add, on the same database and secret as `t`. */
  async function appWith(addRoutes: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    const app = await buildApp(t.config, { db: t.db });
    try {
      addRoutes(app);
      await app.ready();
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    return app;
  }

  it("guards a route added under /claims/:id and /assistance-request/:id without any check of its own", async () => {
    const app = await appWith((app) => {
      app.get("/api/v1/public/claims/:id/new-thing", async (request) => ({
        secret: "claim",
        scope: customerScopeOf(request).id,
      }));
      app.post("/api/v1/public/assistance-request/:id/new-thing", async () => ({ secret: "request" }));
    });
    try {
      const claim = await openLink(t, "claim", serviceName);
      const other = await openLink(t, "claim", serviceName);
      const request = await openLink(t, "assistance", serviceName);
      const get = (id: number | string, cookie?: string) =>
        app.inject({ method: "GET", url: `/api/v1/public/claims/${id}/new-thing`, headers: cookie ? { cookie } : {} });

      expect((await get(claim.id, claim.cookie)).json()).toEqual({ secret: "claim", scope: claim.id });
      expect((await get(claim.externalId, claim.cookie)).json()).toEqual({ secret: "claim", scope: claim.id });
      for (const cookie of [undefined, other.cookie, request.cookie, `hitch_session=claim:${claim.id}.forged`]) {
        const refused = await get(claim.id, cookie);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      }
      expect(
        (
          await app.inject({
            method: "HEAD",
            url: `/api/v1/public/claims/${claim.id}/new-thing`,
            headers: { cookie: other.cookie },
          })
        ).statusCode,
      ).toBe(404);

      const post = (cookie: string) =>
        app.inject({
          method: "POST",
          url: `/api/v1/public/assistance-request/${request.id}/new-thing`,
          headers: { cookie },
        });
      expect((await post(request.cookie)).json()).toEqual({ secret: "request" });
      expect((await post(claim.cookie)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("refuses to start with a route under a scoped prefix that names its id otherwise", async () => {
    await expect(
      appWith((app) => app.get("/api/v1/public/claims/:claimId/new-thing", async () => ({}))),
    ).rejects.toThrow(/':id'/);
    await expect(
      appWith((app) => app.get("/api/v1/public/assistance-request/new-thing", async () => ({}))),
    ).rejects.toThrow(/':id'/);
  });
});
