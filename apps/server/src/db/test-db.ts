import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { connect, MIGRATIONS_DIR, queryRows, type Database } from "./connect.ts";

/**
 * Test databases. A fresh PGlite costs 5-8 s, a clone of a dumped one about 1 s, so the first
 * caller migrates once and dumps the data dir to a file keyed by the migrations' content; every
 * other test file clones that dump. With TEST_DATABASE_URL set the suites also run on PostgreSQL,
 * each in its own database, copied from a migrated template, that close() drops again.
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
  // Uncompressed: every test database loads it, and unpacking a gzipped one costs each a tenth more CPU.
  const file = join(tmpdir(), `hitch-test-pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  const database = await connect({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Parallel test files may race to build it: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

/** Serialises building the template across test workers (arbitrary constant). */
const TEMPLATE_LOCK_ID = 724_2002;
const TEMPLATE_PREFIX = "hitch_test_template_";
/** How long a template outlives a change of the migrations (its build time is the database's comment). */
const TEMPLATE_KEPT_MS = 24 * 3600 * 1000;
let templateReady: Promise<string> | undefined;

/**
 * A migrated database to copy: CREATE DATABASE ... TEMPLATE copies it in a fraction of the time that
 * running every migration on an empty one takes. Named by the migrations' content, built once per
 * machine and rebuilt (older ones dropped) when a migration changes.
 */
async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const existing = await admin.query<{ datname: string; built: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE $1",
      [`${TEMPLATE_PREFIX}%`],
    );
    if (existing.rows.some((row) => row.datname === name)) return name;
    // Another checkout on this machine (a branch with other migrations) may be copying its template right
    // now: only templates built over a day ago, or never finished, are dropped.
    const stale = existing.rows.filter((row) => !(Number(row.built) > Date.now() - TEMPLATE_KEPT_MS));
    for (const { datname } of stale) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    const database = await connect({ databaseUrl: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    // Renamed only once complete: a worker killed mid-build leaves no half-migrated template behind.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    await admin.query(`COMMENT ON DATABASE "${name}" IS '${Date.now()}'`);
    return name;
  } finally {
    await admin.end();
  }
}

async function createPostgresDb(baseUrl: string): Promise<Database> {
  templateReady ??= migratedTemplate(baseUrl).catch((error: unknown) => {
    templateReady = undefined;
    throw error;
  });
  const template = await templateReady;
  const name = `hitch_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString(), poolSize: 5 });
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

let pgliteArtifacts: Promise<Pick<PGliteOptions, "pgliteWasmModule" | "fsBundle">> | undefined;

/**
 * PGlite's WebAssembly compiled and its file-system bundle read once per test worker, not per database: server
 * test files share their worker's module cache (vitest.config.ts), so every later database skips both.
 */
function compiledPglite() {
  const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  pgliteArtifacts ??= WebAssembly.compile(readFileSync(join(dist, "pglite.wasm"))).then((pgliteWasmModule) => ({
    pgliteWasmModule,
    fsBundle: new Blob([readFileSync(join(dist, "pglite.data"))]),
  }));
  return pgliteArtifacts;
}

/** A migrated, empty database of the given kind; close() releases (and on PostgreSQL drops) it. */
export async function createTestDb(kind: TestDbKind = "pglite"): Promise<Database> {
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    return createPostgresDb(url);
  }
  const client = new PGlite({ loadDataDir: await migratedPgliteDump(), ...(await compiledPglite()) });
  return connect({ pglite: client });
}

/**
 * A new DATA_DIR for a real server process or CLI run whose embedded database is already migrated:
 * a copy of a migrated PGlite directory built once per migration set. A process started on an empty
 * one spends most of its start in PGlite's initdb and the migrations (about 5 s of 9 on 2 cores).
 */
export async function migratedDataDir(prefix = "hitch-data-"): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await migratedPgliteDirectory(), join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

async function migratedPgliteDirectory(): Promise<string> {
  const dir = join(tmpdir(), `hitch-test-pglite-dir-${migrationsFingerprint()}`);
  if (existsSync(dir)) return dir;
  // Built aside and renamed into place, so a parallel test file never copies a half-written one.
  const partial = mkdtempSync(`${dir}.partial-`);
  const client = new PGlite(partial, { loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  await client.close();
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another test file got there first: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/**
 * Empties every table of a test database and restarts its id sequences: a file whose tests each need an
 * empty database gets one per file and this per test (a new database costs about a second each).
 */
export async function emptyAllTables(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map(({ tablename }) => `"${tablename}"`).join(", ");
  await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
