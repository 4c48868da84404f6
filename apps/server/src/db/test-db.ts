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

/**
 * A test's database. `close()` closes it (a test may close it under a running app); `release()` is the end of
 * a test file's use: a PGlite one is then emptied and handed to the next file of this worker (giveBack).
 */
export interface TestDatabase extends Database {
  release(): Promise<void>;
}

/** A migrated, empty database of the given kind; release() or close() ends it (on PostgreSQL it is dropped). */
export async function createTestDb(kind: TestDbKind = "pglite"): Promise<TestDatabase> {
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const database = await createPostgresDb(url);
    return { ...database, release: () => database.close() };
  }
  let client = idlePglites.pop();
  if (!client) {
    client = new PGlite({ loadDataDir: await migratedPgliteDump(), ...(await compiledPglite()) });
    migratedSchema ??= await schemaFingerprint(client);
  }
  const database = await connect({ pglite: client });
  // Once released the client may be another file's: a later close() or release() of this handle must not touch it.
  let released = false;
  return {
    ...database,
    close: () => (released ? Promise.resolve() : database.close()),
    release: () => {
      if (released) return Promise.resolve();
      released = true;
      return giveBack(client, database);
    },
  };
}

/**
 * PGlite databases that earlier test files in this worker are done with, emptied: loading a new one from the dump
 * costs about a second of CPU, emptying one a twentieth of that.
 */
const idlePglites: PGlite[] = [];
/** What a migrated database's structure reads as (schemaFingerprint), read off this worker's first new one. */
let migratedSchema: string | undefined;

/**
 * Empties a released database and keeps it for the next file, but only if it is as a migrated one is: still open,
 * outside a transaction, and with the structure and applied migrations it had (a test may delete a migration's
 * row). Otherwise it is closed for good.
 */
async function giveBack(client: PGlite, database: Database): Promise<void> {
  if (client.closed) return;
  try {
    // Session state (settings, prepared statements, temporary tables); fails inside a transaction left open.
    await client.exec("DISCARD ALL");
  } catch {
    return database.close();
  }
  if ((await schemaFingerprint(client)) !== migratedSchema) return database.close();
  await emptyAllTables(database);
  idlePglites.push(client);
}

/**
 * One text for what a migration can create in the public and drizzle schemas (relations and sequences, columns,
 * indexes, constraints, functions, triggers) and for the migrations applied. `concat` skips a part with no rows.
 */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    SELECT md5(concat(
      (SELECT string_agg(concat_ws(' ', relkind, relname), ';' ORDER BY relnamespace, relname) FROM pg_class
       WHERE relnamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)),
      (SELECT string_agg(concat_ws(' ', table_schema, table_name, column_name, data_type, is_nullable, column_default),
         ';' ORDER BY table_schema, table_name, column_name)
       FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')),
      (SELECT string_agg(indexdef, ';' ORDER BY indexdef) FROM pg_indexes WHERE schemaname = 'public'),
      (SELECT string_agg(pg_get_constraintdef(oid), ';' ORDER BY conrelid::regclass::text, conname) FROM pg_constraint
       WHERE connamespace = 'public'::regnamespace),
      (SELECT string_agg(proname || md5(prosrc), ';' ORDER BY proname) FROM pg_proc
       WHERE pronamespace = 'public'::regnamespace),
      (SELECT string_agg(tgname, ';' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal),
      (SELECT string_agg(hash, ';' ORDER BY id) FROM drizzle.__drizzle_migrations)
    )) AS fingerprint`);
  return rows[0].fingerprint;
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
