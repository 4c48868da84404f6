import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./connect.ts";
import { createTestDb } from "./test-db.ts";

// PGlite test databases are handed from one test file to the next in a worker (test-db.ts): what the next file gets
// must be what a new one is.
describe("a PGlite test database after a test file closed it", () => {
  const companies = async (database: Awaited<ReturnType<typeof createTestDb>>) =>
    queryRows<{ id: number; name: string }>(database.db, sql`SELECT id, name FROM towing_companies ORDER BY id`);

  it("comes back empty, its ids starting again at 1", async () => {
    const first = await createTestDb("pglite");
    await first.db.execute(sql`INSERT INTO towing_companies (name) VALUES ('Left behind'), ('Also left')`);
    await first.release();

    const next = await createTestDb("pglite");
    expect(await companies(next)).toEqual([]);
    await next.db.execute(sql`INSERT INTO towing_companies (name) VALUES ('Fresh')`);
    expect(await companies(next)).toEqual([{ id: 1, name: "Fresh" }]);
    await next.release();
  });

  it("is the same database, handed on to the next file (loading a new one costs about a second of CPU)", async () => {
    const first = await createTestDb("pglite");
    // A comment is neither data nor structure: it survives the emptying and tells the database apart.
    await first.db.execute(sql`COMMENT ON TABLE towing_companies IS 'handed on'`);
    await first.release();

    const next = await createTestDb("pglite");
    const [{ comment }] = await queryRows<{ comment: string | null }>(
      next.db,
      sql`SELECT obj_description('towing_companies'::regclass, 'pg_class') AS comment`,
    );
    expect(comment).toBe("handed on");
    await next.db.execute(sql`COMMENT ON TABLE towing_companies IS NULL`);
    await next.release();
  });

  it("is not handed out again when a test changed its structure or its migrations", async () => {
    const changes = [
      sql`ALTER TABLE towing_companies ADD COLUMN left_behind integer`,
      sql`CREATE SEQUENCE left_behind_seq`,
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    ];
    for (const change of changes) {
      const changed = await createTestDb("pglite");
      await changed.db.execute(change);
      await changed.release();

      const next = await createTestDb("pglite");
      const columns = await queryRows<{ column_name: string }>(
        next.db,
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'towing_companies'`,
      );
      expect(columns.map((c) => c.column_name)).not.toContain("left_behind");
      expect(await queryRows(next.db, sql`SELECT 1 FROM pg_class WHERE relname = 'left_behind_seq'`)).toEqual([]);
      const [{ applied }] = await queryRows<{ applied: number }>(
        next.db,
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      );
      expect(applied).toBe(await migrationCount());
      await next.release();
    }
  });

  it("is not handed out again when a test closed it, nor by a second end of the same file's use", async () => {
    // A test may close its database under a running app; its file's end releases it after that.
    const closed = await createTestDb("pglite");
    await closed.close();
    await closed.release();
    // A file's end that runs twice must not hand one database to two files.
    const twice = await createTestDb("pglite");
    await twice.release();
    await twice.release();
    await twice.close();

    const [a, b] = [await createTestDb("pglite"), await createTestDb("pglite")];
    await a.db.execute(sql`INSERT INTO towing_companies (name) VALUES ('Only in a')`);
    expect(await companies(b)).toEqual([]);
    expect((await companies(a)).map((c) => c.name)).toEqual(["Only in a"]);
    await Promise.all([a.release(), b.release()]);
  });
});

async function migrationCount(): Promise<number> {
  const { readFileSync } = await import("node:fs");
  const { MIGRATIONS_DIR } = await import("./connect.ts");
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}
