import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/connect.ts";

/** Takes the job's row lock first, the order every dispatch transaction keeps (jobs, then offers). */
export async function lockJob(tx: Db, requestId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM dispatch_jobs WHERE assistance_request_id = ${requestId} FOR UPDATE`,
  );
  return rows.length > 0;
}
