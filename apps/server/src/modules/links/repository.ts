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

/** The batch of code hashes as rows of `requested(code_hash)`, from the statement's one parameter. */
const requestedHashes = sql`unnest(${sql.placeholder("hashes")}::text[]) as requested(code_hash)`;

/**
 * What validating a link needs, in one query: the link's kind and expiry and its request's or claim's
 * id, external id, language and whether it is closed. Link validation is the hottest public route
 * (every SMS tap), so the statement is prepared once per database and takes a batch of code hashes.
 *
 * Each hash is looked up on its own (a LATERAL subquery with LIMIT 1, which PostgreSQL cannot fold
 * into a join), so the plan is a probe of the unique code_hash index per hash whatever the table's
 * statistics say: as a plain `= any(...)` join, a freshly migrated database got a plan that scanned
 * every link for each batch. The kind is checked by the caller for the same reason.
 */
function linkTargetStatements(db: Db) {
  const byHash = eq(links.codeHash, sql`requested.code_hash`);
  const assistance = db
    .select({
      codeHash: links.codeHash,
      kind: links.kind,
      expiresAt: links.expiresAt,
      id: assistanceRequests.id,
      externalId: assistanceRequests.externalId,
      language: assistanceRequests.language,
      status: assistanceRequests.status,
      submittedAt: sql<Date | null>`null`.as("submitted_at"),
    })
    .from(links)
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, links.targetId))
    .where(byHash)
    .limit(1)
    .as("target");
  const claim = db
    .select({
      codeHash: links.codeHash,
      kind: links.kind,
      expiresAt: links.expiresAt,
      id: claims.id,
      externalId: claims.externalId,
      language: claims.language,
      status: sql<null>`null`.as("status"),
      submittedAt: claims.submittedAt,
    })
    .from(links)
    .innerJoin(claims, eq(claims.id, links.targetId))
    .where(byHash)
    .limit(1)
    .as("target");
  // The subquery's columns as flat fields: a nested selection costs Drizzle a walk per row.
  const fields = (target: typeof assistance | typeof claim) => ({
    codeHash: target.codeHash,
    kind: target.kind,
    expiresAt: target.expiresAt,
    id: target.id,
    externalId: target.externalId,
    language: target.language,
    status: target.status,
    submittedAt: target.submittedAt,
  });
  return {
    ASSISTANCE: db.select(fields(assistance)).from(requestedHashes).crossJoinLateral(assistance).prepare("link_assistance_targets"),
    CLAIM: db.select(fields(claim)).from(requestedHashes).crossJoinLateral(claim).prepare("link_claim_targets"),
  };
}

/** A link and what it opens; status is the request's (null for a claim), submittedAt the claim's. */
export interface LinkTarget {
  expiresAt: Date;
  id: number;
  externalId: string;
  language: (typeof assistanceRequests.$inferSelect)["language"];
  status: (typeof assistanceRequests.$inferSelect)["status"] | null;
  submittedAt: Date | null;
}

/**
 * Lookups that arrive together share one query: every request still reads the database after it
 * arrived (nothing is cached), but a burst of link taps costs one round trip instead of one each.
 * Batches close when the event loop has taken in the I/O that was ready (setImmediate), so a lone
 * request waits for nothing.
 */
function linkTargetLoaders(db: Db): Record<LinkKind, DataLoader<string, LinkTarget | null>> {
  const statements = linkTargetStatements(db);
  const loader = (kind: LinkKind) =>
    new DataLoader<string, LinkTarget | null>(
      async (hashes) => {
        const rows = await statements[kind].execute({ hashes: [...hashes] });
        const byHash = new Map(rows.filter((row) => row.kind === kind).map(({ codeHash, kind: _, ...target }) => [codeHash, target]));
        return hashes.map((hash) => byHash.get(hash) ?? null);
      },
      { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
    );
  return { ASSISTANCE: loader("ASSISTANCE"), CLAIM: loader("CLAIM") };
}

const loaders = new WeakMap<Db, ReturnType<typeof linkTargetLoaders>>();

export async function findLinkTarget(db: Db, kind: LinkKind, code: string): Promise<LinkTarget | null> {
  let forDb = loaders.get(db);
  if (!forDb) loaders.set(db, (forDb = linkTargetLoaders(db)));
  return forDb[kind].load(hashLinkCode(code));
}
