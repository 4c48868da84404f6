import { caseLinkResponseSchema, type CaseLinkResponse } from "@hitch/contract/cases/case-link";
import { caseProgressSchema, type CaseProgress } from "@hitch/contract/cases/case-progress";
import { serviceDetailsSchema, type ServiceDetails } from "@hitch/contract/services/service";
import { apiParsed } from "../../../api/client.ts";

/** Which case to show: the claim's or the assistance request's (the session must hold it). */
export type CaseTarget = { claimId: number } | { assistanceId: number };

/** GET /case-link/{code}: a notification's status-page code; a valid one opens the case's session. */
export const openCaseLink = (code: string): Promise<CaseLinkResponse> =>
  apiParsed(caseLinkResponseSchema, `/case-link/${encodeURIComponent(code)}`);

export function loadCase(target: CaseTarget): Promise<CaseProgress> {
  const query = "claimId" in target ? `claimId=${target.claimId}` : `assistanceId=${target.assistanceId}`;
  return apiParsed(caseProgressSchema, `/cases?${query}`);
}

/** The case's service: its theme and direct line. */
export const loadService = (externalId: string): Promise<ServiceDetails> =>
  apiParsed(serviceDetailsSchema, `/services/${encodeURIComponent(externalId)}`);
