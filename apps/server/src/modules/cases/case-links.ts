import type { CaseLinkResponse } from "@hitch/contract/cases/case-link";
import type { LinkMessage } from "@hitch/contract/links/link-messages";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { cases } from "../../db/schema/cases.ts";
import { links, type LinkKind } from "../../db/schema/links.ts";
import type { CustomerSession } from "../../auth/session.ts";
import { hashLinkCode, LINK_CODE_PATTERN, newLinkCode } from "../links/public.ts";
import { findServiceById } from "../services/public.ts";

/**
 * Status-page links live in the links table like the other customer links (128-bit code, only
 * its hash stored) under their own kind, so a case code never validates as a claim or request
 * link and vice versa. The kind column is plain text; LINK_KINDS lists only the kinds the links
 * module answers for, hence the cast.
 */
const CASE_LINK_KIND = "CASE" as LinkKind;

/** A fresh code for the case's status page; every notification carries its own. */
export async function issueCaseLink(db: Db, config: Config, caseId: number, now: Date): Promise<string> {
  return (await issueCaseLinkWithExpiry(db, config, caseId, now)).code;
}

export async function issueCaseLinkWithExpiry(db: Db, config: Config, caseId: number, now: Date) {
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + config.caseLinkTtlDays * 24 * 3600 * 1000);
  await db.insert(links).values({ codeHash: hashLinkCode(code), kind: CASE_LINK_KIND, targetId: caseId, expiresAt });
  return { code, expiresAt };
}

/** What notifications carry: the app's status page, which validates the code and shows the case. */
export function caseStatusUrl(config: Config, code: string): string {
  return `${config.publicUrl}/cases/status?code=${encodeURIComponent(code)}`;
}

const invalid = (msg: LinkMessage) => ({
  body: {
    isValid: false,
    caseId: null,
    claimId: null,
    assistanceId: null,
    language: null,
    msg,
  } satisfies CaseLinkResponse,
  session: null,
  sessionExpiresAt: null,
});

/**
 * A valid, unexpired code opens the session of the case's claim or assistance request (the scope
 * GET /cases checks), for the case pages only and no longer than the code. A closed case still
 * opens: the customer may look back at the finished repair.
 */
export async function validateCaseLink(
  db: Db,
  code: string,
  now: Date,
): Promise<{ body: CaseLinkResponse; session: CustomerSession | null; sessionExpiresAt: Date | null }> {
  if (!LINK_CODE_PATTERN.test(code)) return invalid("LINK_INVALID");
  const [link] = await db
    .select()
    .from(links)
    .where(and(eq(links.codeHash, hashLinkCode(code)), eq(links.kind, CASE_LINK_KIND)))
    .limit(1);
  const [row] = link ? await db.select().from(cases).where(eq(cases.id, link.targetId)).limit(1) : [];
  if (!link || !row) return invalid("LINK_INVALID");
  if (link.revokedAt !== null || link.expiresAt.getTime() <= now.getTime()) {
    // A known case's page speaks its language and offers its service's line: only a call gets a new link.
    const serviceDirectContact = (await findServiceById(db, row.serviceId))?.directContact ?? null;
    const expired = invalid("LINK_EXPIRED");
    return { ...expired, body: { ...expired.body, language: row.language, serviceDirectContact } };
  }
  const session: CustomerSession =
    row.claimId !== null
      ? { kind: "claim", id: row.claimId, linkId: link.id }
      : { kind: "assistance", id: row.assistanceRequestId!, linkId: link.id };
  return {
    body: {
      isValid: true,
      caseId: row.id,
      claimId: row.claimId,
      assistanceId: row.assistanceRequestId,
      language: row.language,
      msg: null,
    },
    session,
    sessionExpiresAt: link.expiresAt,
  };
}
