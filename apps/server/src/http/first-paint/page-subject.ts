import type { FastifyRequest } from "fastify";
import { CASE_KINDS, LANGUAGES, type CaseKind, type Language } from "@hitch/contract/common/enum-values";
import type { AppContext } from "../../app-context.ts";
import { readCustomerSession, type CustomerSession } from "../../auth/session.ts";
import { findAssistanceRequest } from "../../modules/assistance/public.ts";
import { validateCaseLink } from "../../modules/cases/public.ts";
import { findClaim } from "../../modules/claims/public.ts";
import { findInvitation } from "../../modules/feedback/public.ts";
import { LINK_CODE_PATTERN, validateLink } from "../../modules/links/public.ts";
import {
  findServiceByAnyName,
  findServiceByExternalId,
  findServiceById,
  type ServiceRow,
} from "../../modules/services/public.ts";

/** The pages a customer enters by (the web app's app/first-paint/frames.ts names the same). */
export type EntryKind =
  "home" | "partner" | "assistanceLink" | "claimLink" | "assistance" | "claims" | "cases" | "feedback" | "picker";
export type FrameKind = "home" | "partner" | "link" | "loading" | "assistanceLanding" | "claimIncidents";

/** What the server can tell about a page before the app runs: which screen, whose service, which language. */
export interface PageSubject {
  entry: EntryKind;
  frame: FrameKind;
  service: ServiceRow | null;
  /** The language the page will be in, when the address or its link says so. */
  language: Language | null;
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
const isCaseKind = (value: unknown): value is CaseKind =>
  typeof value === "string" && (CASE_KINDS as readonly string[]).includes(value);

type Query = Record<string, unknown>;

/**
 * Works the subject out from the address, reading only: a link is looked up as link validation does, but no
 * session is opened and nothing is marked, so the app's own validation that follows is the link's only use.
 * Whatever cannot be found leaves the page unbranded (the app then shows its own error screen).
 */
export async function pageSubject(ctx: AppContext, request: FastifyRequest): Promise<PageSubject> {
  const path = request.url.split("?")[0];
  const query = (request.query ?? {}) as Query;
  const asked = isLanguage(query.language) ? query.language : null;
  const [, first = "", second = "", third = ""] = path.split("/").map((part) => safeDecode(part));
  const page = (entry: EntryKind, frame: FrameKind, service: ServiceRow | null = null, language = asked) => ({
    entry,
    frame,
    service,
    language: asked ?? language,
  });

  switch (first) {
    case "partner": {
      const start = second === "assistance-request" || second === "claim";
      const service = await findServiceByAnyName(ctx.db, start ? third : second);
      if (start) return page(second === "claim" ? "claims" : "assistance", "loading", service);
      return page("partner", service ? "partner" : "loading", service);
    }
    case "assistance-request-link":
    case "claim-link": {
      const kind = first === "claim-link" ? "CLAIM" : "ASSISTANCE";
      // Both read only (validateLink opens no session: the route that answers it does), in one batched query.
      const [target, validation] = LINK_CODE_PATTERN.test(second)
        ? await Promise.all([ctx.linkTargets.find(kind, second), validateLink(ctx, kind, second)])
        : [null, null];
      // Only a link that opens gets its flow's code preloaded; any other shows the entry's own error screen.
      const entry = !validation?.body.isValid ? "home" : kind === "CLAIM" ? "claimLink" : "assistanceLink";
      if (!target) return page(entry, "link");
      if (kind === "CLAIM") {
        const claim = await findClaim(ctx.db, target.id);
        const service = claim && (await findServiceById(ctx.db, claim.serviceId));
        // A claim that opens with no incident chosen yet starts on its first step: that screen is the frame.
        const first = entry === "claimLink" && claim?.incidentType === null;
        return page(entry, first ? "claimIncidents" : "link", service, target.language);
      }
      const request = await findAssistanceRequest(ctx.db, target.id);
      const service = request && (await findServiceById(ctx.db, request.serviceId));
      // A request that opens and has no incident yet starts on the flow's landing (the app's own placement rule,
      // as long as this browser has not pressed START on it before): that screen is the frame.
      const landing = entry === "assistanceLink" && request?.incidentType === null;
      return page(entry, landing ? "assistanceLanding" : "link", service, target.language);
    }
    case "assistance":
    case "claims":
      return page(first, "loading", await serviceOfSession(ctx, readCustomerSession(request)));
    case "cases": {
      const code = typeof query.code === "string" ? query.code : "";
      const link = code ? await validateCaseLink(ctx.db, code, ctx.now()) : null;
      const session = link?.session ?? readCustomerSession(request);
      return page("cases", "loading", await serviceOfSession(ctx, session), link?.body.language ?? null);
    }
    case "feedback": {
      const invitation = isCaseKind(query.caseType)
        ? await findInvitation(ctx.db, second, query.caseType).catch(() => null)
        : null;
      return page("feedback", "loading", invitation && (await findServiceById(ctx.db, invitation.serviceId)));
    }
    case "select-workshop-external": {
      const externalId = typeof query.service === "string" ? query.service : "";
      return page("picker", "loading", externalId ? await findServiceByExternalId(ctx.db, externalId) : null);
    }
    default:
      return page("home", "home");
  }
}

async function serviceOfSession(ctx: AppContext, session: CustomerSession | null): Promise<ServiceRow | null> {
  if (!session) return null;
  const row =
    session.kind === "claim" ? await findClaim(ctx.db, session.id) : await findAssistanceRequest(ctx.db, session.id);
  return row ? findServiceById(ctx.db, row.serviceId) : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return "";
  }
}
