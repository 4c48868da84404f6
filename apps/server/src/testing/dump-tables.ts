import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/connect.ts";

/** Every table of the database, each row as JSON text: what a copy of the database would give away. */
export async function dumpAllTables(db: Db): Promise<{ table: string; row: string }[]> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const rows: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    const found = await queryRows<{ row: string }>(db, sql.raw(`SELECT row_to_json(x)::text AS row FROM "${table}" x`));
    rows.push(...found.map(({ row }) => ({ table, row })));
  }
  return rows;
}

/** The tables whose rows hold `secret` anywhere, in any case. */
export async function tablesHolding(db: Db, secret: string): Promise<string[]> {
  const needle = secret.toLowerCase();
  return (await dumpAllTables(db)).filter(({ row }) => row.toLowerCase().includes(needle)).map(({ table }) => table);
}
