import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { insertClaim } from "../modules/claims/public.ts";
import { insertDriver, requestWithLink } from "../modules/dispatch/process-harness.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { TALLINN, testRuntime } from "../modules/dispatch/test-support.ts";
import { connect, queryRows, type Db } from "./connect.ts";
import { copyToPostgres, TargetNotEmptyError } from "./copy-to-postgres.ts";
import { assistanceRequests } from "./schema/assistance-requests.ts";
import { claims } from "./schema/claims.ts";
import { dispatchOffers } from "./schema/dispatch.ts";
import { migratedDataDir } from "./test-db.ts";

const baseUrl = process.env.TEST_DATABASE_URL;

async function everything(db: Db) {
  return {
    requests: await db.select().from(assistanceRequests).orderBy(asc(assistanceRequests.id)),
    claims: await db.select().from(claims).orderBy(asc(claims.id)),
    offers: await db.select().from(dispatchOffers).orderBy(asc(dispatchOffers.id)),
  };
}

describe.skipIf(!baseUrl)("migrate-to-postgres", () => {
  const name = `hitch_copy_${randomBytes(4).toString("hex")}`;
  const targetUrl = (() => {
    const url = new URL(baseUrl ?? "postgres://localhost/x");
    url.pathname = `/${name}`;
    return url.toString();
  })();
  let dataDir = "";
  const admin = () => new pg.Client({ connectionString: baseUrl });
  afterAll(async () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it("copies every row into an empty PostgreSQL database, ids kept, and new rows continue after them", async () => {
    dataDir = await migratedDataDir("hitch-copy-");
    const source = await connect({ dataDir });
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    try {
      const first = await requestWithLink(source.db, TALLINN);
      await requestWithLink(source.db, TALLINN);
      await insertDriver(source.db, TALLINN);
      await startDispatch(source.db, testRuntime(source.db), first.id);
      const [request] = await source.db.select().from(assistanceRequests).limit(1);
      await insertClaim(source.db, { serviceId: request.serviceId, smsPhone: "+3725550000" });
      const expected = await everything(source.db);

      const copied = await copyToPostgres(source.db, targetUrl);
      expect(copied).toContainEqual({ table: "assistance_requests", rows: 2 });
      expect(copied).toContainEqual({ table: "claims", rows: 1 });

      const target = await connect({ databaseUrl: targetUrl, poolSize: 1 });
      try {
        expect(await everything(target.db)).toEqual(expected);
        const next = await insertClaim(target.db, { serviceId: request.serviceId });
        expect(next.id).toBeGreaterThan(expected.claims.at(-1)!.id);
        const [{ n }] = await queryRows<{ n: number }>(target.db, sql`SELECT count(*)::int AS n FROM links`);
        expect(n).toBe(2);
      } finally {
        await target.close();
      }
      // A second copy would mix two databases' rows: refused, and nothing written.
      await expect(copyToPostgres(source.db, targetUrl)).rejects.toBeInstanceOf(TargetNotEmptyError);
    } finally {
      await source.close();
    }
  }, 60_000);
});
