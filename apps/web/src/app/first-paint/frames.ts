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
// What the answers' schemas load in stages, a task each (api/schema-stages.ts): every module loaded on its own gets a
// small file of its own beside the chunk it shares with the others, which the page must preload too. First zod (as
// the bundler names its import) and the contract's enumerations, for every answer; the claim's and the feedback's
// heavier parts before their own schemas (assistance-api.ts, claims-api.ts, feedback-api.ts).
const SCHEMA_FOUNDATION = ["../../node_modules/zod/index.js", contract("common/enums")];
const VALIDATION_STAGE = contract("common/validation");
const CLAIM_STAGES = [
  VALIDATION_STAGE,
  contract("claims/accident-details"),
  contract("claims/damage-area"),
  contract("claims/other-parties"),
];
// The request's and the claim's schemas, which their flows load beside the request or claim (the flows' api files).
const ASSISTANCE_CONTRACT = [contract("assistance/assistance-request"), contract("common/ids"), ...SCHEMA_FOUNDATION];
const CLAIM_CONTRACT = [contract("claims/claim"), ...CLAIM_STAGES, ...SCHEMA_FOUNDATION];
// The data pages' answers' schemas, which load beside the answers (parsedBodyBeside in api/client.ts).
const SERVICE_CONTRACT = contract("services/service");
const CASE_CONTRACT = [
  contract("cases/case-link"),
  contract("cases/case-progress"),
  SERVICE_CONTRACT,
  ...SCHEMA_FOUNDATION,
];
const FEEDBACK_CONTRACT = [contract("feedback/feedback"), VALIDATION_STAGE, SERVICE_CONTRACT, ...SCHEMA_FOUNDATION];
const PICKER_CONTRACT = [contract("workshops/workshop"), SERVICE_CONTRACT, ...SCHEMA_FOUNDATION];

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
