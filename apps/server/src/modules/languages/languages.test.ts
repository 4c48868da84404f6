import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

describe.each(TEST_DB_KINDS)("language changes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const cases = [
    ["assistance", "/api/v1/public/assistance-request", assistanceRequests],
    ["claim", "/api/v1/public/claims", claims],
  ] as const;

  it.each(cases)("stores the %s's new language", async (linkKind, base, table) => {
    const service = await createTestService(t);
    const link = await openLink(t, linkKind, service.name);
    const res = await t.app.inject({
      method: "PATCH",
      url: `${base}/${link.id}/language`,
      headers: { cookie: link.cookie },
      payload: { language: "ru" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: link.id, language: "ru" });
    const [row] = await t.db.select({ language: table.language }).from(table).where(eq(table.id, link.id));
    expect(row.language).toBe("ru");
  });

  it.each(cases)("refuses an unknown language for the %s", async (linkKind, base) => {
    const service = await createTestService(t);
    const link = await openLink(t, linkKind, service.name);
    for (const payload of [{ language: "de" }, {}, { language: "en", extra: 1 }]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: `${base}/${link.id}/language`,
        headers: { cookie: link.cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it.each(cases)("answers 404 when another link's session changes the %s's language", async (linkKind, base, table) => {
    const service = await createTestService(t);
    const mine = await openLink(t, linkKind, service.name);
    const other = await openLink(t, linkKind, service.name);
    const res = await t.app.inject({
      method: "PATCH",
      url: `${base}/${mine.id}/language`,
      headers: { cookie: other.cookie },
      payload: { language: "lt" },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select({ language: table.language }).from(table).where(eq(table.id, mine.id));
    expect(row.language).toBe("en");
  });
});
