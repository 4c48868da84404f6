import DataLoader from "dataloader";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { cases } from "../db/schema/cases.ts";
import { claims } from "../db/schema/claims.ts";
import { links } from "../db/schema/links.ts";
import type { CustomerSession } from "./session.ts";

/**
 * How far a live session reaches, widest first:
 * - open: the link is valid and the request or claim is being filled in (or, for a request, dispatched): everything;
 * - tracking: a submitted tow job still being dispatched or driven after its link's time is up: following the job;
 * - outcome: a filed claim, a finished/cancelled/timed-out request, or a case-status link: the outcome and case pages.
 */
export type SessionPhase = "open" | "tracking" | "outcome";

export interface SessionState {
  phase: SessionPhase;
  /** The request's or claim's external id: some paths name it instead of the numeric id. */
  externalId: string;
  /** A submitted tow job not yet over: its cookie is kept alive past the link while the job lasts. */
  liveJob: boolean;
  linkExpiresAt: Date;
}

/** Reads the state of the sessions that arrive together in one query (see sessionStateReader). */
export type SessionStateReader = (session: CustomerSession, now: Date) => Promise<SessionState | null>;

const LIVE_STATUSES = new Set<string>(["PENDING", "ACCEPTED"]);
const SESSION_LINK_KIND = { assistance: "ASSISTANCE", claim: "CLAIM" } as const;

/** Case-status links share the links table under their own kind (see modules/cases/case-links.ts). */
const CASE_LINK_KIND = "CASE";

/** The batch of sessions as rows of `requested(link_id, kind, target_id, position)`, from three array parameters. */
const requestedSessions = sql`unnest(${sql.placeholder("linkIds")}::int[], ${sql.placeholder("kinds")}::text[], ${sql.placeholder("ids")}::int[]) with ordinality as requested(link_id, kind, target_id, position)`;

/**
 * Everything a session's state depends on, for a batch of sessions in one statement: its link, the
 * case a case-status link names, and the request's or claim's status. Each row carries its session's
 * place in the batch; a session whose link is gone has no row.
 */
function sessionStateStatement(db: Db) {
  const requested = (column: string) => sql.raw(`requested.${column}`);
  return db
    .select({
      position: sql<number>`requested.position::int`,
      linkKind: links.kind,
      linkTargetId: links.targetId,
      expiresAt: links.expiresAt,
      revokedAt: links.revokedAt,
      caseClaimId: cases.claimId,
      caseRequestId: cases.assistanceRequestId,
      requestExternalId: assistanceRequests.externalId,
      requestStatus: assistanceRequests.status,
      claimExternalId: claims.externalId,
      claimSubmittedAt: claims.submittedAt,
    })
    .from(requestedSessions)
    .innerJoin(links, eq(links.id, requested("link_id")))
    .leftJoin(cases, and(eq(links.kind, sql.raw(`'${CASE_LINK_KIND}'`)), eq(cases.id, links.targetId)))
    .leftJoin(
      assistanceRequests,
      and(eq(requested("kind"), "assistance"), eq(assistanceRequests.id, requested("target_id"))),
    )
    .leftJoin(claims, and(eq(requested("kind"), "claim"), eq(claims.id, requested("target_id"))))
    .prepare("customer_session_states");
}

type SessionRow = Omit<Awaited<ReturnType<ReturnType<typeof sessionStateStatement>["execute"]>>[number], "position">;

/** Whether the link that set the cookie opens what the cookie names: its own target, or the case's. */
function opensTarget(session: CustomerSession, row: SessionRow): boolean {
  if (row.linkKind === SESSION_LINK_KIND[session.kind]) return row.linkTargetId === session.id;
  if ((row.linkKind as string) !== CASE_LINK_KIND) return false;
  return (session.kind === "claim" ? row.caseClaimId : row.caseRequestId) === session.id;
}

function targetOf(session: CustomerSession, row: SessionRow) {
  if (session.kind === "assistance") {
    if (row.requestExternalId === null || row.requestStatus === null) return null;
    const live = LIVE_STATUSES.has(row.requestStatus);
    return { externalId: row.requestExternalId, live, closed: row.requestStatus !== "DRAFT" && !live };
  }
  if (row.claimExternalId === null) return null;
  return { externalId: row.claimExternalId, live: false, closed: row.claimSubmittedAt !== null };
}

/**
 * What a session may still reach; null when it has ended: its link was revoked or is past its time
 * (unless a tow job it submitted is still live), or the cookie names something its link does not open.
 */
function stateOf(session: CustomerSession, row: SessionRow | undefined, now: Date): SessionState | null {
  if (!row || row.revokedAt !== null || !opensTarget(session, row)) return null;
  const target = targetOf(session, row);
  if (!target) return null;
  const expired = row.expiresAt.getTime() <= now.getTime();
  const base = { externalId: target.externalId, linkExpiresAt: row.expiresAt };
  // A status-page link shows the case, never the filled-in request or claim behind it.
  if ((row.linkKind as string) === CASE_LINK_KIND)
    return expired ? null : { ...base, phase: "outcome", liveJob: false };
  if (target.live) return { ...base, phase: expired ? "tracking" : "open", liveJob: true };
  if (expired) return null;
  return { ...base, phase: target.closed ? "outcome" : "open", liveJob: false };
}

/**
 * Session state is read from the database on every customer request, so that an expiry, a submission
 * or an operator's revocation takes effect at once on every instance. Polls and page loads arrive in
 * bursts: the sessions read in one turn of the event loop share one query (the same batching as link
 * validation), so a poll costs a share of a round trip rather than two of its own.
 */
export function sessionStateReader(db: Db): SessionStateReader {
  // Prepared on first use: an app built only to describe its routes (the OpenAPI document) never queries.
  let statement: ReturnType<typeof sessionStateStatement> | undefined;
  const loader = new DataLoader<CustomerSession, SessionRow | undefined>(
    async (sessions) => {
      const found: (SessionRow | undefined)[] = sessions.map(() => undefined);
      statement ??= sessionStateStatement(db);
      const rows = await statement.execute({
        linkIds: sessions.map((s) => s.linkId),
        kinds: sessions.map((s) => s.kind),
        ids: sessions.map((s) => s.id),
      });
      for (const { position, ...row } of rows) found[position - 1] = row;
      return found;
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
  );
  return async (session, now) => stateOf(session, await loader.load(session), now);
}
