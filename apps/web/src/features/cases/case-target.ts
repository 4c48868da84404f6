import type { CaseTarget } from "./api/cases-api.ts";

/** How the status page finds its case, in order of precedence. */
export type CaseSource = { kind: "code"; code: string } | { kind: "target"; target: CaseTarget } | { kind: "none" };

const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
};

/**
 * A notification's link carries `?code=` (validated by the server, which then opens the case's
 * session); a page inside the app may name `?claimId=` or `?assistanceId=`; otherwise the claim
 * or assistance request this browser is working on. Anything else is an invalid link.
 */
export function caseSource(
  search: URLSearchParams,
  stored: { claimId: number | null; requestId: number | null },
): CaseSource {
  const code = search.get("code");
  if (code !== null) return code.trim() ? { kind: "code", code: code.trim() } : { kind: "none" };
  if (search.has("claimId") || search.has("assistanceId")) {
    const claimId = positiveId(search.get("claimId"));
    const assistanceId = positiveId(search.get("assistanceId"));
    if (claimId !== null && assistanceId === null) return { kind: "target", target: { claimId } };
    if (assistanceId !== null && claimId === null) return { kind: "target", target: { assistanceId } };
    return { kind: "none" };
  }
  if (stored.claimId) return { kind: "target", target: { claimId: stored.claimId } };
  if (stored.requestId) return { kind: "target", target: { assistanceId: stored.requestId } };
  return { kind: "none" };
}
