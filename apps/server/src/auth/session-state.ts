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

/** Announces which assistance request changed (null: any may have); the dispatch engine's status events. */
export interface RequestChanges {
  subscribeAll(listener: (requestId: number | null) => void): () => void;
}

/** Assistance requests whose sessions one instance remembers; a session read after this long is read again. */
const REMEMBERED_REQUESTS = 10_000;
const REMEMBER_MS = 15_000;

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
 * Session state must follow an expiry, a submission or an operator's revocation at once on every
 * instance. Reads of the sessions that arrive in one turn of the event loop share one query (the same
 * batching as link validation). A tow job's session (the tracking screen polls it every few seconds)
 * is also remembered per instance until its request changes: every status change and every revocation
 * of its links is announced on the request's status events (across instances by NOTIFY), and an entry
 * older than REMEMBER_MS is read again in case an announcement was lost. A link's expiry needs no
 * announcement: it is compared with the clock on every request.
 */
export function sessionStateReader(db: Db, changes?: RequestChanges): SessionStateReader {
  // Prepared on first use: an app built only to describe its routes (the OpenAPI document) never queries.
  let statement: ReturnType<typeof sessionStateStatement> | undefined;
  const loader = new DataLoader<CustomerSession, SessionRow | undefined>(
    async (sessions) => {
      statement ??= sessionStateStatement(db);
      const found: (SessionRow | undefined)[] = sessions.map(() => undefined);
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
  if (!changes) return async (session, now) => stateOf(session, await loader.load(session), now);

  // request id -> link id -> row, and the state it gives before and after the link's time is up (worked
  // out once: a tracking screen polls every few seconds). A Map keeps insertion order: the first is the oldest.
  type Remembered = { row: SessionRow; readAt: number; unexpired?: SessionState | null; expired?: SessionState | null };
  const remembered = new Map<number, Map<number, Remembered>>();
  // Bumped by every announcement: a read that started before one may hold what it announced away.
  let epoch = 0;
  changes.subscribeAll((requestId) => {
    epoch++;
    if (requestId === null) remembered.clear();
    else remembered.delete(requestId);
  });
  return async (session, now) => {
    if (session.kind !== "assistance") return stateOf(session, await loader.load(session), now);
    const entry = remembered.get(session.id)?.get(session.linkId);
    if (entry && Date.now() - entry.readAt < REMEMBER_MS) {
      // The entry is this request's and this link's, so only the clock can change its answer.
      if (entry.row.expiresAt.getTime() <= now.getTime()) return (entry.expired ??= stateOf(session, entry.row, now));
      return (entry.unexpired ??= stateOf(session, entry.row, now));
    }
    const startedAt = epoch;
    const readAt = Date.now();
    const row = await loader.load(session);
    if (row && epoch === startedAt) {
      let links = remembered.get(session.id);
      if (!links) {
        if (remembered.size >= REMEMBERED_REQUESTS) remembered.delete(remembered.keys().next().value!);
        remembered.set(session.id, (links = new Map()));
      }
      links.set(session.linkId, { row, readAt });
    }
    return stateOf(session, row, now);
  };
}
