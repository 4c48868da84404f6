import { useEffect, useState } from "react";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { LinkMessage } from "@hitch/contract/links/link-messages";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { isApiError } from "../../api/api-error.ts";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { useTheme } from "../../app/theme.ts";
import { loadCase, loadService, openCaseLink, type CaseTarget } from "./api/cases-api.ts";
import type { CaseSource } from "./case-target.ts";

export type CaseStatus =
  | { state: "loading" }
  | { state: "invalid"; msg: LinkMessage; phone: string | null }
  | { state: "notFound" }
  | { state: "failed"; error: unknown }
  | { state: "ready"; progress: CaseProgress; service: ServiceDetails | null };

type Refused = { msg: LinkMessage; phone: string | null };
const refused = (msg: LinkMessage, phone: string | null = null): Refused => ({ msg, phone });

async function targetOf(source: CaseSource): Promise<CaseTarget | Refused> {
  if (source.kind === "none") return refused("LINK_INVALID");
  if (source.kind === "target") return source.target;
  try {
    const link = await openCaseLink(source.code);
    // The notification was written in the case's language: the page follows it, like a claim link, also to say
    // that the link has expired.
    if (isLanguage(link.language)) await setLanguage(link.language);
    if (!link.isValid) return refused(link.msg ?? "LINK_INVALID", link.serviceDirectContact ?? null);
    if (link.claimId !== null) return { claimId: link.claimId };
    if (link.assistanceId !== null) return { assistanceId: link.assistanceId };
    return refused("LINK_INVALID");
  } catch (error) {
    // A malformed code is answered 400: as invalid as an unknown one.
    if (isApiError(error) && error.status === 400) return refused("LINK_INVALID");
    throw error;
  }
}

async function load(source: CaseSource): Promise<CaseStatus> {
  const target = await targetOf(source);
  if ("msg" in target) return { state: "invalid", ...target };
  let progress: CaseProgress;
  try {
    progress = await loadCase(target);
  } catch (error) {
    // 404: no case yet, or not this browser's session (the server does not say which).
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { state: "notFound" };
    throw error;
  }
  // The theme is decoration: the page stands without it.
  const service = await loadService(progress.serviceExternalId).catch(() => null);
  if (service) useTheme.getState().setTheme(service.theme);
  return { state: "ready", progress, service };
}

/** Finds and loads the case (see case-target.ts); `attempt` changes to try again. */
export function useCaseStatus(source: CaseSource, attempt: number): CaseStatus {
  const [status, setStatus] = useState<CaseStatus>({ state: "loading" });
  const key = JSON.stringify(source);
  useEffect(() => {
    let current = true;
    setStatus({ state: "loading" });
    load(JSON.parse(key) as CaseSource).then(
      (next) => current && setStatus(next),
      (error: unknown) => current && setStatus({ state: "failed", error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return status;
}
