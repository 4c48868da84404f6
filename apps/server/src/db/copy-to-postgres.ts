import { sql } from "drizzle-orm";
import pg from "pg";
import { connect, queryRows, type Db } from "./connect.ts";

/** Rows per INSERT: one JSON document each, small enough for any server's limits. */
const BATCH = 1000;

export class TargetNotEmptyError extends Error {
  constructor(readonly table: string) {
    super(`The PostgreSQL database already has rows (${table}): migrate into a new, empty database.`);
    this.name = "TargetNotEmptyError";
  }
}

type ForeignKey = { child: string; parent: string };

/** Tables in an order where every table comes after those it references (self-references ignored). */
function referencedFirst(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) if (key.child === table && key.parent !== table) place(key.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/**
 * Copies every row of the embedded database into a PostgreSQL database: migrates the target to the
 * same schema first, refuses one that already holds rows, copies in one transaction (all or nothing),
 * parents before children, ids kept, then moves each id sequence past the copied ids. Each batch goes
 * as one JSON document that PostgreSQL turns back into rows (json_populate_recordset), so every
 * column type round-trips through its own text form.
 */
export async function copyToPostgres(source: Db, targetUrl: string): Promise<{ table: string; rows: number }[]> {
  const target = await connect({ databaseUrl: targetUrl, poolSize: 1 });
  await target.migrate();
  await target.close();

  const tables = (
    await queryRows<{ name: string }>(
      source,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.name);
  const keys = await queryRows<ForeignKey>(
    source,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  const copied: { table: string; rows: number }[] = [];
  try {
    await client.query("BEGIN");
    for (const table of referencedFirst(tables, keys)) {
      const quoted = `"${table.replace(/"/g, '""')}"`;
      const existing = await client.query(`SELECT 1 FROM ${quoted} LIMIT 1`);
      if (existing.rowCount) throw new TargetNotEmptyError(table);
      let rows = 0;
      for (let offset = 0; ; offset += BATCH) {
        const [batch] = await queryRows<{ json: string | null; n: number }>(
          source,
          sql`SELECT json_agg(t)::text AS json, count(*)::int AS n
              FROM (SELECT * FROM ${sql.identifier(table)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) t`,
        );
        if (!batch.json || batch.n === 0) break;
        await client.query(
          `INSERT INTO ${quoted} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted}, $1::json)`,
          [batch.json],
        );
        rows += batch.n;
        if (batch.n < BATCH) break;
      }
      copied.push({ table, rows });
    }
    // Serial and identity columns: the next id continues after the copied ones.
    const sequences = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
    );
    for (const { table_name: table, column_name: column } of sequences.rows) {
      const quoted = `"${table.replace(/"/g, '""')}"`;
      const col = `"${column.replace(/"/g, '""')}"`;
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${col}) FROM ${quoted}), 0) + 1, false)`,
        [quoted, column],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return copied;
}
