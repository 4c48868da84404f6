import type { Language } from "@hitch/contract/common/enums";

/**
 * The first screens rendered at build time into `dist/first-paint.json` (scripts/write-first-paint.mjs)
 * for the server to put in the page it answers. The server reads the same shape.
 */
export type FrameKind = "home" | "partner" | "link" | "loading" | "assistanceLanding" | "claimIncidents" | "screen";

export type FirstPaintFrames = Record<Language, Record<FrameKind, { wordmark: string; logo: string }>>;

/** The pages a customer enters by, each with the code and texts its first screen needs beyond the entry bundle. */
export type EntryKind =
  "home" | "partner" | "assistanceLink" | "claimLink" | "assistance" | "claims" | "cases" | "feedback" | "picker";

const contract = (module: string) => `../../packages/contract/src/${module}.ts`;
// The answers' schemas, which the flows and data pages load beside their first answers (parsedBodyBeside in
// api/client.ts): imported on their own, so the page must name them to have them preloaded.
const SERVICE_CONTRACT = contract("services/service");
const ASSISTANCE_CONTRACT = [contract("assistance/assistance-request")];
const CLAIM_CONTRACT = [contract("claims/claim")];
const CASE_CONTRACT = [contract("cases/case-link"), contract("cases/case-progress"), SERVICE_CONTRACT];
const FEEDBACK_CONTRACT = [contract("feedback/feedback"), SERVICE_CONTRACT];
const PICKER_CONTRACT = [contract("workshops/workshop"), SERVICE_CONTRACT];

/**
 * What each entry's first screen loads lazily (source modules and locale namespaces). The build turns these into
 * file names, and the server lists them as preloads in the page, so they download beside the entry bundle rather
 * than one after another once it has run.
 */

export const ENTRY_NEEDS: Record<EntryKind, { modules: string[]; namespaces: string[] }> = {
  home: { modules: [], namespaces: ["common"] },
  partner: { modules: [], namespaces: ["common"] },
  assistanceLink: { modules: ["src/app/assistance-flow.tsx", ...ASSISTANCE_CONTRACT], namespaces: ["common"] },
  claimLink: {
    modules: [
      "src/features/claims/claim-routes.tsx",
      "src/features/claims/steps/incidents-step.tsx",
      ...CLAIM_CONTRACT,
    ],
    namespaces: ["common", "claims"],
  },
  assistance: { modules: ["src/app/assistance-flow.tsx", ...ASSISTANCE_CONTRACT], namespaces: ["common"] },
  claims: { modules: ["src/features/claims/claim-routes.tsx", ...CLAIM_CONTRACT], namespaces: ["common", "claims"] },
  cases: {
    modules: ["src/features/cases/case-routes.tsx", "src/features/cases/case-page.tsx", ...CASE_CONTRACT],
    namespaces: ["common", "cases"],
  },
  feedback: {
    modules: ["src/features/feedback/feedback-page.tsx", ...FEEDBACK_CONTRACT],
    namespaces: ["common", "feedback"],
  },
  picker: {
    modules: ["src/features/workshops/picker-page.tsx", ...PICKER_CONTRACT],
    namespaces: ["common", "workshops"],
  },
};

/** Per entry and language: the JavaScript files to preload (module preloads) and the stylesheets its code loads. */
export type EntryPreloads = Record<EntryKind, Record<Language, { scripts: string[]; styles: string[] }>>;

/** Stands for the service's link name in the partner frame; the server writes the real one in its place. */
export const FRAME_SERVICE = "__HITCH_SERVICE__";
/**
 * Stands for the screen in the "screen" frame (the header and the page's shell): the server renders a screen that
 * needs the page's data (a case's steps, the picker's list) per request with render-screens.tsx and writes it here.
 */
export const FRAME_SCREEN = "__HITCH_SCREEN__";
/** Stands for the logo's address in a frame with a logo. */
export const FRAME_LOGO = "__HITCH_LOGO__";

/** The element holding the frame; the app removes it when its own first screen is in place. */
export const FRAME_ELEMENT_ID = "first-paint";
