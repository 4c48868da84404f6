import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connect, MIGRATIONS_DIR, type Database } from "./connect.ts";

/**
 * Test databases. A fresh PGlite costs 5-8 s, a clone of a dumped one about 1 s, so the first
 * caller migrates once and dumps the data dir to a file keyed by the migrations' content; every
 * other test file clones that dump. With TEST_DATABASE_URL set the suites also run on PostgreSQL,
 * each in its own freshly created database that close() drops again.
 */
export type TestDbKind = "pglite" | "postgres";

export const TEST_DB_KINDS: TestDbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest("hex").slice(0, 16);
}

async function migratedPgliteDump(): Promise<Blob> {
  const file = join(tmpdir(), `hitch-test-pglite-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  const database = await connect({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Parallel test files may race to build it: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

async function createPostgresDb(baseUrl: string): Promise<Database> {
  const name = `hitch_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migrated, empty database of the given kind; close() releases (and on PostgreSQL drops) it. */
export async function createTestDb(kind: TestDbKind = "pglite"): Promise<Database> {
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    return createPostgresDb(url);
  }
  const client = new PGlite({ loadDataDir: await migratedPgliteDump() });
  return connect({ pglite: client });
}
