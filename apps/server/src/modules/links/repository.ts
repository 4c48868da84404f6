import DataLoader from "dataloader";
import { eq, sql } from "drizzle-orm";
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

/** The batch of code hashes as rows of `requested(code_hash, position)`, from the statement's one parameter. */
const requestedHashes = sql`unnest(${sql.placeholder("hashes")}::text[]) with ordinality as requested(code_hash, position)`;

/** A link and what it opens; status is the request's (null for a claim), submittedAt the claim's. */
export interface LinkTarget {
  linkId: number;
  expiresAt: Date;
  /** When an operator revoked the link; a revoked link opens nothing. */
  revokedAt: Date | null;
  id: number;
  externalId: string;
  language: (typeof assistanceRequests.$inferSelect)["language"];
  status: (typeof assistanceRequests.$inferSelect)["status"] | null;
  submittedAt: Date | null;
  /** The request's or claim's service: a spent link still names its Call line. */
  serviceId: number;
}

/**
 * What validating a link needs, in one query: the link's kind and expiry and its request's or claim's
 * id, external id, language and whether it is closed. Link validation is the hottest public route
 * (every SMS tap), so the statement is prepared once per database (Drizzle's `.prepare()`, rows mapped
 * by field name) and takes a batch of code hashes; each row carries its hash's place in the batch.
 *
 * Each hash is looked up on its own (a LATERAL subquery with LIMIT 1, which PostgreSQL cannot fold
 * into a join), so the plan is a probe of the unique code_hash index per hash whatever the table's
 * statistics say: as a plain `= any(...)` join, a freshly migrated database got a plan that scanned
 * every link for each batch. The kind is checked by the caller for the same reason.
 */
function linkTargetStatement(db: Db, kind: LinkKind) {
  const byHash = eq(links.codeHash, sql`requested.code_hash`);
  const target = (
    kind === "ASSISTANCE"
      ? db
          .select({
            kind: links.kind,
            linkId: sql<number>`${links.id}`.as("link_id"),
            expiresAt: links.expiresAt,
            revokedAt: links.revokedAt,
            id: assistanceRequests.id,
            externalId: assistanceRequests.externalId,
            language: assistanceRequests.language,
            status: assistanceRequests.status,
            submittedAt: sql<Date | null>`null`.as("submitted_at"),
            serviceId: assistanceRequests.serviceId,
          })
          .from(links)
          .innerJoin(assistanceRequests, eq(assistanceRequests.id, links.targetId))
      : db
          .select({
            kind: links.kind,
            linkId: sql<number>`${links.id}`.as("link_id"),
            expiresAt: links.expiresAt,
            revokedAt: links.revokedAt,
            id: claims.id,
            externalId: claims.externalId,
            language: claims.language,
            status: sql<null>`null`.as("status"),
            submittedAt: claims.submittedAt,
            serviceId: claims.serviceId,
          })
          .from(links)
          .innerJoin(claims, eq(claims.id, links.targetId))
  )
    .where(byHash)
    .limit(1)
    .as("target");
  return db
    .select({
      position: sql<number>`requested.position::int`,
      kind: target.kind,
      linkId: target.linkId,
      expiresAt: target.expiresAt,
      revokedAt: target.revokedAt,
      id: target.id,
      externalId: target.externalId,
      language: target.language,
      status: target.status,
      submittedAt: target.submittedAt,
      serviceId: target.serviceId,
    })
    .from(requestedHashes)
    .crossJoinLateral(target)
    .prepare(kind === "ASSISTANCE" ? "link_assistance_targets" : "link_claim_targets");
}

/**
 * Lookups that arrive together share one query: every request still reads the database after it
 * arrived (nothing is cached), but a burst of link taps costs one round trip instead of one each.
 * Batches close when the event loop has taken in the I/O that was ready (setImmediate), so a lone
 * request waits for nothing.
 */
function linkTargetLoaders(db: Db): Record<LinkKind, DataLoader<string, LinkTarget | null>> {
  const loader = (kind: LinkKind) => {
    const statement = linkTargetStatement(db, kind);
    return new DataLoader<string, LinkTarget | null>(
      async (hashes) => {
        const found: (LinkTarget | null)[] = hashes.map(() => null);
        for (const { position, kind: linkKind, ...target } of await statement.execute({ hashes: [...hashes] })) {
          if (linkKind === kind) found[position - 1] = target;
        }
        return found;
      },
      { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
    );
  };
  return { ASSISTANCE: loader("ASSISTANCE"), CLAIM: loader("CLAIM") };
}

/** Finds the request or claim behind a link code; one per app (AppContext.linkTargets), holding its batches. */
export type LinkTargetLookup = { find(kind: LinkKind, code: string): Promise<LinkTarget | null> };

export function createLinkTargetLookup(db: Db): LinkTargetLookup {
  // Prepared on the first lookup: an app built only for its OpenAPI document has no database to prepare on.
  let loaders: ReturnType<typeof linkTargetLoaders> | undefined;
  return { find: (kind, code) => (loaders ??= linkTargetLoaders(db))[kind].load(hashLinkCode(code)) };
}
