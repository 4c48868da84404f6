import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { links, type LinkKind } from "../../db/schema/links.ts";

/** Case-status links live in the links table under their own kind (see modules/cases/case-links.ts). */
const CASE_LINK_KIND = "CASE" as LinkKind;

/**
 * Revokes every link that opens the request or claim (its SMS links and its case's status links).
 * Each session records the link that opened it and is checked against it on every request, so all
 * of them end at once, on every instance. Answers how many links were still unrevoked, or null when
 * there is no such request or claim.
 */
export async function revokeLinksOf(db: Db, kind: LinkKind, id: number, now: Date): Promise<number | null> {
  const table = kind === "ASSISTANCE" ? assistanceRequests : claims;
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!target) return null;
  const caseIds = db
    .select({ id: cases.id })
    .from(cases)
    .where(kind === "ASSISTANCE" ? eq(cases.assistanceRequestId, id) : eq(cases.claimId, id));
  const revoked = await db
    .update(links)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(links.revokedAt),
        or(
          and(eq(links.kind, kind), eq(links.targetId, id)),
          and(eq(links.kind, CASE_LINK_KIND), inArray(links.targetId, caseIds)),
        ),
      ),
    )
    .returning({ id: links.id });
  return revoked.length;
}
