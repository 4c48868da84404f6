import type { CaseLinkResponse } from "@hitch/contract/cases/case-link";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { client, parsedBodyBeside } from "../../../api/client.ts";

// The answers' schemas load beside them (parsedBodyBeside): the case page's own code builds none.

/** Which case to show: the claim's or the assistance request's (the session must hold it). */
export type CaseTarget = { claimId: number } | { assistanceId: number };

/** GET /case-link/{code}: a notification's status-page code; a valid one opens the case's session. */
export const openCaseLink = (code: string): Promise<CaseLinkResponse> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/cases/case-link")).caseLinkResponseSchema,
    client.GET("/case-link/{code}", { params: { path: { code } } }),
  );

export function loadCase(target: CaseTarget): Promise<CaseProgress> {
  const query = "claimId" in target ? { claimId: target.claimId } : { assistanceId: target.assistanceId };
  return parsedBodyBeside(
    async () => (await import("@hitch/contract/cases/case-progress")).caseProgressSchema,
    client.GET("/cases", { params: { query } }),
  );
}

/** The case's service: its theme and direct line. */
export const loadService = (externalId: string): Promise<ServiceDetails> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/services/service")).serviceDetailsSchema,
    client.GET("/services/{serviceExternalId}", { params: { path: { serviceExternalId: externalId } } }),
  );
