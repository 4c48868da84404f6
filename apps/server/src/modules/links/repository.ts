import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { links, type LinkKind } from "../../db/schema/links.ts";
import { hashLinkCode, newLinkCode } from "./link-codes.ts";

/** Stores a new link and returns its code; the code itself is never written anywhere. */
export async function insertLink(db: Db, kind: LinkKind, targetId: number, expiresAt: Date): Promise<string> {
  const code = newLinkCode();
  await db.insert(links).values({ codeHash: hashLinkCode(code), kind, targetId, expiresAt });
  return code;
}

/**
 * What validating a link needs, in one query: the link's expiry and its request's or claim's id,
 * external id, language and whether it is closed. Link validation is the hottest public route (every
 * SMS tap), so the statement is prepared once per database and only the code's hash travels.
 */
function linkTargetStatements(db: Db) {
  const hash = sql.placeholder("hash");
  return {
    ASSISTANCE: db
      .select({
        expiresAt: links.expiresAt,
        id: assistanceRequests.id,
        externalId: assistanceRequests.externalId,
        language: assistanceRequests.language,
        status: assistanceRequests.status,
        submittedAt: sql<Date | null>`null`,
      })
      .from(links)
      .innerJoin(assistanceRequests, eq(assistanceRequests.id, links.targetId))
      .where(and(eq(links.codeHash, hash), eq(links.kind, "ASSISTANCE")))
      .limit(1)
      .prepare("link_assistance_target"),
    CLAIM: db
      .select({
        expiresAt: links.expiresAt,
        id: claims.id,
        externalId: claims.externalId,
        language: claims.language,
        status: sql<null>`null`,
        submittedAt: claims.submittedAt,
      })
      .from(links)
      .innerJoin(claims, eq(claims.id, links.targetId))
      .where(and(eq(links.codeHash, hash), eq(links.kind, "CLAIM")))
      .limit(1)
      .prepare("link_claim_target"),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof linkTargetStatements>>();

export async function findLinkTarget(db: Db, kind: LinkKind, code: string) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = linkTargetStatements(db)));
  const [row] = await statements[kind].execute({ hash: hashLinkCode(code) });
  return row ?? null;
}
