import type { FastifyRequest } from "fastify";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { workshopQuerySchema, type Workshop } from "@hitch/contract/workshops/workshop";
import { CASE_KINDS, LANGUAGES, type CaseKind, type Language } from "@hitch/contract/common/enum-values";
import type { AppContext } from "../../app-context.ts";
import { readCustomerSession, type CustomerSession } from "../../auth/session.ts";
import { findAssistanceRequest } from "../../modules/assistance/public.ts";
import { caseProgressOf, findCaseFor, validateCaseLink } from "../../modules/cases/public.ts";
import { findClaim } from "../../modules/claims/public.ts";
import { findInvitation, stateOf } from "../../modules/feedback/public.ts";
import { LINK_CODE_PATTERN, validateLink } from "../../modules/links/public.ts";
import {
  findServiceByAnyName,
  findServiceByExternalId,
  findServiceById,
  serviceDetailsOf,
  type ServiceRow,
} from "../../modules/services/public.ts";
import { listServiceWorkshops, matchWorkshops } from "../../modules/workshops/public.ts";
import { invitationLanguage } from "./invitation-language.ts";
import type { ScreenRenderer } from "./screen-renderer.ts";

/** The pages a customer enters by (the web app's app/first-paint/frames.ts names the same). */
export type EntryKind =
  "home" | "partner" | "assistanceLink" | "claimLink" | "assistance" | "claims" | "cases" | "feedback" | "picker";
export type FrameKind = "home" | "partner" | "link" | "loading" | "assistanceLanding" | "claimIncidents" | "screen";

/** A first screen made of the page's data, rendered per request into the "screen" frame (screen-renderer.ts). */
export type ScreenData =
  | { kind: "caseStatus"; progress: CaseProgress; service: ServiceDetails }
  | { kind: "feedbackForm"; uuid: string; caseType: CaseKind }
  | { kind: "picker"; search: string; workshops: Workshop[] | null };

/** What the server can tell about a page before the app runs: which screen, whose service, which language. */
export interface PageSubject {
  entry: EntryKind;
  frame: FrameKind;
  service: ServiceRow | null;
  /** The language the page will be in, when the address or its link says so. */
  language: Language | null;
  /** With the "screen" frame: what its screen shows. */
  screen?: ScreenData;
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
export async function pageSubject(
  ctx: AppContext,
  request: FastifyRequest,
  screens: ScreenRenderer | null,
): Promise<PageSubject> {
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
      const code = typeof query.code === "string" ? query.code.trim() : "";
      const link = code ? await validateCaseLink(ctx.db, code, ctx.now()) : null;
      const session = link?.session ?? readCustomerSession(request);
      const service = await serviceOfSession(ctx, session);
      const language = link?.body.language ?? null;
      // The page opens the case its link names (the app validates the same code, then loads that case): its
      // steps are the first screen. Without a code the app picks its case from what the browser kept: a spinner.
      const onCasePage = second === "status" || second === "progress";
      const row =
        onCasePage && link?.session && service ? await findCaseFor(ctx.db, link.session.kind, link.session.id) : null;
      if (!row || !service) return page("cases", "loading", service, language);
      const progress = await caseProgressOf(ctx.db, row);
      return {
        ...page("cases", "screen", service, language),
        screen: { kind: "caseStatus", progress, service: serviceDetailsOf(service) },
      };
    }
    case "feedback": {
      const caseType = isCaseKind(query.caseType) ? query.caseType : null;
      const invitation = caseType ? await findInvitation(ctx.db, second, caseType).catch(() => null) : null;
      const service = invitation && (await findServiceById(ctx.db, invitation.serviceId));
      const language = invitation && (await invitationLanguage(ctx, invitation, service));
      // An invitation that can be answered opens on its form; any other on the app's own message.
      if (!invitation || !caseType || stateOf(invitation, ctx.now()) !== "VALID")
        return page("feedback", "loading", service, language);
      return {
        ...page("feedback", "screen", service, language),
        screen: { kind: "feedbackForm", uuid: second, caseType },
      };
    }
    case "select-workshop-external": {
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
      // The query read as the picker reads it (its own code): which service, and whether its filters ask for a list.
      const picker = screens?.pickerRequest(search) ?? null;
      const externalId = picker?.service ?? (typeof query.service === "string" ? query.service : "");
      const service = externalId ? await findServiceByExternalId(ctx.db, externalId) : null;
      if (!picker) return page("picker", "loading", service);
      if (!picker.filters)
        return { ...page("picker", "screen", service), screen: { kind: "picker", search, workshops: null } };
      // The list the app asks for (the public workshops route, the same query), unless it would be refused.
      const filters = workshopQuerySchema.safeParse({
        ...picker.filters,
        vehicleYear: picker.filters.vehicleYear ?? undefined,
      });
      if (!service || !filters.success) return page("picker", "loading", service);
      const workshops = matchWorkshops(await listServiceWorkshops(ctx.db, service.id), filters.data, null);
      return { ...page("picker", "screen", service), screen: { kind: "picker", search, workshops } };
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
