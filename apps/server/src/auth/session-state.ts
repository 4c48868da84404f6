import { eq } from "drizzle-orm";
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

const LIVE_STATUSES = new Set<string>(["PENDING", "ACCEPTED"]);
const SESSION_LINK_KIND = { assistance: "ASSISTANCE", claim: "CLAIM" } as const;

/** Case-status links share the links table under their own kind (see modules/cases/case-links.ts). */
const CASE_LINK_KIND = "CASE";

async function opensTarget(
  db: Db,
  session: CustomerSession,
  link: { kind: string; targetId: number },
): Promise<boolean> {
  if (link.kind === SESSION_LINK_KIND[session.kind]) return link.targetId === session.id;
  if (link.kind !== CASE_LINK_KIND) return false;
  const [row] = await db
    .select({ claimId: cases.claimId, assistanceRequestId: cases.assistanceRequestId })
    .from(cases)
    .where(eq(cases.id, link.targetId))
    .limit(1);
  return (session.kind === "claim" ? row?.claimId : row?.assistanceRequestId) === session.id;
}

async function targetState(db: Db, session: CustomerSession) {
  if (session.kind === "assistance") {
    const [row] = await db
      .select({ externalId: assistanceRequests.externalId, status: assistanceRequests.status })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, session.id))
      .limit(1);
    return (
      row && {
        externalId: row.externalId,
        live: LIVE_STATUSES.has(row.status),
        closed: row.status !== "DRAFT" && !LIVE_STATUSES.has(row.status),
      }
    );
  }
  const [row] = await db
    .select({ externalId: claims.externalId, submittedAt: claims.submittedAt })
    .from(claims)
    .where(eq(claims.id, session.id))
    .limit(1);
  return row && { externalId: row.externalId, live: false, closed: row.submittedAt !== null };
}

/**
 * What a session may still reach, read from the database on every request so that an expiry, a
 * submission or an operator's revocation takes effect at once on every instance; null when it has ended:
 * its link was revoked or is past its time (unless a tow job it submitted is still live), or the
 * cookie names something its link does not open.
 */
export async function loadSessionState(db: Db, session: CustomerSession, now: Date): Promise<SessionState | null> {
  const [link] = await db
    .select({ kind: links.kind, targetId: links.targetId, expiresAt: links.expiresAt, revokedAt: links.revokedAt })
    .from(links)
    .where(eq(links.id, session.linkId))
    .limit(1);
  if (!link || link.revokedAt !== null || !(await opensTarget(db, session, link))) return null;
  const target = await targetState(db, session);
  if (!target) return null;
  const expired = link.expiresAt.getTime() <= now.getTime();
  const base = { externalId: target.externalId, linkExpiresAt: link.expiresAt };
  // A status-page link shows the case, never the filled-in request or claim behind it.
  if ((link.kind as string) === CASE_LINK_KIND) return expired ? null : { ...base, phase: "outcome", liveJob: false };
  if (target.live) return { ...base, phase: expired ? "tracking" : "open", liveJob: true };
  if (expired) return null;
  return { ...base, phase: target.closed ? "outcome" : "open", liveJob: false };
}
