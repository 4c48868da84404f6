import type { AdminCase } from "@hitch/contract/admin/cases";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { caseProgressOf } from "./case-view.ts";
import type { CaseRow } from "./create-case.ts";

async function referenceOf(db: Db, row: CaseRow): Promise<string | null> {
  if (row.claimId !== null) {
    const [claim] = await db.select({ externalId: claims.externalId }).from(claims).where(eq(claims.id, row.claimId));
    return claim?.externalId ?? null;
  }
  const [request] = await db
    .select({ externalId: assistanceRequests.externalId })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, row.assistanceRequestId!));
  return request?.externalId ?? null;
}

/** A case as the operator API answers it: the customer's progress view plus where it came from. */
export async function adminCaseView(db: Db, row: CaseRow): Promise<AdminCase> {
  return {
    ...(await caseProgressOf(db, row)),
    origin: row.origin,
    claimId: row.claimId,
    assistanceRequestId: row.assistanceRequestId,
    reference: await referenceOf(db, row),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
