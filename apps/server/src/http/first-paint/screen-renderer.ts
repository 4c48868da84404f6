import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { CaseKind, ClaimIncidentType, Language } from "@hitch/contract/common/enum-values";
import type { ServiceDetails } from "@hitch/contract/services/service";
import type { Workshop } from "@hitch/contract/workshops/workshop";

/**
 * What the web build's screen renderer exports (apps/web/src/app/first-paint/render-screens.tsx, built into
 * dist/server/): the app's own components rendering a screen from a page's data, as static markup.
 */
export interface ScreenRenderer {
  caseStatusScreen(language: Language, data: { progress: CaseProgress; service: ServiceDetails | null }): string;
  feedbackFormScreen(language: Language, data: { uuid: string; caseType: CaseKind }): string;
  /** The picker's first screen for this query string: null when it shows an error. */
  pickerRequest(search: string): {
    service: string;
    filters: { incidentType: ClaimIncidentType; vehicleMark: string; vehicleYear: number | null } | null;
  } | null;
  pickerScreen(language: Language, search: string, workshops: Workshop[] | null): string;
}

const RENDERER_FILE = join("server", "render-screens.mjs");

/** Loads the built renderer once at start; an older build without it leaves those pages with a spinner frame. */
export async function loadScreenRenderer(webDist: string): Promise<ScreenRenderer | null> {
  const file = join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ScreenRenderer;
}
