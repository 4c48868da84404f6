import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { insertClaim } from "../modules/claims/public.ts";
import { insertDriver, requestWithLink } from "../modules/dispatch/process-harness.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { TALLINN, testRuntime } from "../modules/dispatch/test-support.ts";
import { seedDemo } from "../seed/seed.ts";
import { connect } from "./connect.ts";
import { copyToPostgres, TargetNotEmptyError } from "./copy-to-postgres.ts";
import { assistanceRequests } from "./schema/assistance-requests.ts";
import { migratedDataDir } from "./test-db.ts";

const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * Every row of every table in the public schema, each as its JSON text, sorted: the same for two databases exactly
 * when they hold the same rows. Timestamps written in UTC on both sides (row_to_json follows the session's zone).
 */
async function everyRow(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query("SET TimeZone TO 'UTC'");
  const { rows: tables } = await query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const all: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await query(`SELECT row_to_json(t)::text AS row FROM "${String(table)}" t`);
    all[String(table)] = rows.map((r) => String(r.row)).sort();
  }
  return all;
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
      await seedDemo(source.db);
      const first = await requestWithLink(source.db, TALLINN);
      await requestWithLink(source.db, TALLINN);
      await insertDriver(source.db, TALLINN);
      await startDispatch(source.db, testRuntime(source.db), first.id);
      const [request] = await source.db.select().from(assistanceRequests).limit(1);
      const claim = await insertClaim(source.db, { serviceId: request.serviceId, smsPhone: "+3725550000" });
      // PGlite is one connection: the session's time zone holds for every query that follows.
      const expected = await everyRow((text) => source.db.execute(sql.raw(text)) as never);
      const filled = Object.entries(expected).filter(([, rows]) => rows.length > 0);
      expect(filled.length).toBeGreaterThanOrEqual(10);

      const copied = await copyToPostgres(source.db, targetUrl);
      for (const [table, rows] of Object.entries(expected)) expect(copied).toContainEqual({ table, rows: rows.length });

      const target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      try {
        expect(await everyRow((text) => target.query(text))).toEqual(expected);
      } finally {
        await target.end();
      }
      const next = await connect({ databaseUrl: targetUrl, poolSize: 1 });
      try {
        expect((await insertClaim(next.db, { serviceId: request.serviceId })).id).toBeGreaterThan(claim.id);
      } finally {
        await next.close();
      }
      // A second copy would mix two databases' rows: refused, and nothing written.
      await expect(copyToPostgres(source.db, targetUrl)).rejects.toBeInstanceOf(TargetNotEmptyError);
    } finally {
      await source.close();
    }
  }, 60_000);
});
