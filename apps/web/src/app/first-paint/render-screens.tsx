// Built for Node at build time (scripts/write-first-paint.mjs) into dist/server/, and loaded by the server, which
// renders with it, per request, the first screen of a page whose screen is the page's data: a case's steps, the
// feedback form of a valid invitation, the picker's list. The app's own components, so the same markup and classes;
// the server writes the result into the "screen" frame (render-frames.tsx). Nothing here may touch a browser
// global as it loads or renders: it runs in the server's process.
import { createInstance, type i18n as I18n, type ResourceKey } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { ReactNode } from "react";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { CaseKind, Language } from "@hitch/contract/common/enums";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import type { ServiceDetails } from "@hitch/contract/services/service";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { CaseStatusScreen } from "../../features/cases/components/case-status-screen.tsx";
import { FeedbackForm } from "../../widgets/feedback/feedback-form.tsx";
import { readPickerQuery } from "../../features/workshops/picker-query.ts";
import { PickerScreen } from "../../features/workshops/picker-screen.tsx";
import { filtersComplete } from "../../features/workshops/use-workshop-list.ts";
import listStyles from "../../widgets/workshops/workshop-list.module.css";
import { asPicture } from "./picture-markup.ts";

const NAMESPACES = ["common", "cases", "feedback", "workshops"];
const locales = import.meta.glob<ResourceKey>("../../locales/*/{common,cases,feedback,workshops}.json", {
  eager: true,
  import: "default",
});

// One i18next instance per language, each given to its render: renders of different languages never share state.
const translations = Object.fromEntries(
  LANGUAGES.map((language) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      resources: {
        [language]: Object.fromEntries(NAMESPACES.map((ns) => [ns, locales[`../../locales/${language}/${ns}.json`]])),
      },
      lng: language,
      ns: NAMESPACES,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // The resources are here: ready at once, no promise to wait for.
      initAsync: false,
    });
    return [language, instance];
  }),
) as Record<Language, I18n>;

const render = (language: Language, screen: ReactNode) =>
  asPicture(renderToStaticMarkup(<I18nextProvider i18n={translations[language]}>{screen}</I18nextProvider>));

/** A case's status page once its case has loaded (features/cases/case-page.tsx). */
export function caseStatusScreen(
  language: Language,
  { progress, service }: { progress: CaseProgress; service: ServiceDetails | null },
): string {
  return render(language, <CaseStatusScreen progress={progress} service={service} />);
}

/** The feedback form a valid invitation shows (features/feedback/feedback-page.tsx). */
export function feedbackFormScreen(language: Language, { uuid, caseType }: { uuid: string; caseType: CaseKind }) {
  return render(language, <FeedbackForm uuid={uuid} caseType={caseType} onSent={() => {}} onRefused={() => {}} />);
}

/**
 * What the picker at this address will show first, read as the page reads it: null when it shows an error (no
 * service, a bad return address); else the service's external id and, when they are enough to ask for the list,
 * the filters (otherwise it asks for them).
 */
export function pickerRequest(search: string) {
  const query = readPickerQuery(new URLSearchParams(search));
  if (!query.service || query.returnUrl === "invalid") return null;
  const filters = { incidentType: query.incidentType, vehicleMark: query.vehicleMark, vehicleYear: query.vehicleYear };
  return { service: query.service, filters: filtersComplete(filters) ? filters : null };
}

/** The picker with its list (null: the filters are not enough yet, so it asks for them). */
export function pickerScreen(language: Language, search: string, workshops: Workshop[] | null): string {
  const query = readPickerQuery(new URLSearchParams(search));
  const filters = { incidentType: query.incidentType, vehicleMark: query.vehicleMark, vehicleYear: query.vehicleYear };
  return render(
    language,
    <PickerScreen
      filters={filters}
      filtersKey={search}
      list={workshops ? { state: "ready", workshops } : { state: "idle" }}
      chosen={null}
      // The map comes with the app's code: its placeholder holds its place, as in the app while the map loads.
      map={() => <div className={listStyles.mapPlaceholder} />}
    />,
  );
}
