import { randomBytes, randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { hashUuid } from "../auth/keyed-uuid.ts";
import { MIGRATIONS_DIR, queryRows, type Db } from "./connect.ts";
import { TEST_DB_KINDS, type TestDbKind } from "./test-db.ts";

/** The migrations folder as the release before 0007 shipped it. */
function migrationsBefore0007(): string {
  const dir = mkdtempSync(join(tmpdir(), "hitch-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 7);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A blank database with a migrate(folder) of its own kind. */
async function blankDatabase(kind: TestDbKind) {
  if (kind === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      db: db as unknown as Db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hitch_test_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // pool.end() resolves once its clients are told to end, not once they have: DROP DATABASE ... WITH (FORCE)
  // may reach a connection still closing, and the server's "terminating connection" is then re-emitted as the
  // pool's "error" (thrown when nothing listens) besides the client's own.
  pool.on("connect", (client) => client.on("error", () => {}));
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(TEST_DB_KINDS)("migration 0007 (link uuids kept only hashed) on %s", (kind) => {
  const before = migrationsBefore0007();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  // Migrates a fresh database from nothing (no cached dump): several seconds, more on a loaded machine.
  it("keeps every feedback link already sent working by its hash, and leaves no uuid readable", async () => {
    const database = await blankDatabase(kind);
    try {
      await database.migrate(before);
      const sent = randomUUID();
      const claimUuid = randomUUID();
      await database.db.execute(sql`INSERT INTO services (external_id, name, link_name) VALUES ('SV-m', 'm', 'm')`);
      await database.db.execute(
        sql`INSERT INTO claims (external_id, uuid, service_id) SELECT 'CL-m', ${claimUuid}, id FROM services`,
      );
      await database.db.execute(
        sql`INSERT INTO feedback (uuid, case_type, service_id, claim_id, expires_at)
            SELECT ${sent.toUpperCase()}, 'CLAIM', service_id, id, now() + interval '1 day' FROM claims`,
      );

      await database.migrate(MIGRATIONS_DIR);

      const rows = await queryRows<{ uuid_hash: string }>(database.db, sql`SELECT uuid_hash FROM feedback`);
      expect(rows).toEqual([{ uuid_hash: hashUuid(sent) }]);
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        database.db,
        sql`SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name IN ('claims', 'feedback') AND column_name LIKE '%uuid%'`,
      );
      expect(columns).toEqual([{ table_name: "feedback", column_name: "uuid_hash" }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
