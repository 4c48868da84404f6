// Built for Node (`vite build --ssr`, see scripts/write-first-paint.mjs) and run once at build time, never in
// the browser: renders the first screen of each entry with the app's own components, per language, into
// static markup the server puts in the page it answers. The browser paints it before any JavaScript runs;
// the app then takes over (first-paint-hand-over.tsx). Same components, so the same classes and layout.
import i18n, { type ResourceKey } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { assistanceProgress } from "@hitch/contract/assistance/flow";
import { LandingPage } from "../../features/assistance/pages/landing-page.tsx";
import { IncidentsScreen } from "../../features/claims/steps/incidents-step.tsx";
import { HomePage } from "../../features/home/home-page.tsx";
import { PartnerChoices } from "../../features/partner/partner-landing-page.tsx";
import { ButtonAnchor } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { FlowStep } from "../../widgets/flow-load.tsx";
import { HeaderBar } from "../header.tsx";
import { LayoutFrame } from "../layout.tsx";
import { asPicture } from "./picture-markup.ts";
import {
  ENTRY_NEEDS,
  FRAME_LOGO,
  FRAME_SCREEN,
  FRAME_SERVICE,
  type EntryKind,
  type EntryPreloads,
  type FirstPaintFrames,
  type FrameKind,
} from "./frames.ts";

const locales = import.meta.glob<ResourceKey>("../../locales/*/{common,claims}.json", {
  eager: true,
  import: "default",
});

function LinkCheckFrame() {
  return <Spinner label={i18n.t("common:link.checking")} />;
}

const screens: Record<FrameKind, (language: Language) => React.ReactNode> = {
  home: () => <HomePage />,
  partner: (language) => <PartnerChoices serviceLinkName={FRAME_SERVICE} language={language} />,
  link: () => <LinkCheckFrame />,
  // What the app shows while a lazily loaded page fetches its code and data.
  loading: () => <Spinner />,
  // Where a fresh assistance link leads: the server shows it while the app checks the link and loads the request.
  assistanceLanding: () => (
    <FlowStep progress={assistanceProgress("/assistance/landing")}>
      <LandingPage />
    </FlowStep>
  ),
  // Where a fresh claim link leads: the first step, nothing chosen (no progress bar until an incident is).
  claimIncidents: () => (
    <FlowStep progress={null}>
      <IncidentsScreen shown={null} disabled={false} onSelect={() => {}} />
    </FlowStep>
  ),
  // The header and shell around a screen the server renders per request from the page's data (render-screens.tsx).
  screen: () => FRAME_SCREEN,
};

export async function renderFrames(): Promise<FirstPaintFrames> {
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        common: locales[`../../locales/${language}/common.json`],
        claims: locales[`../../locales/${language}/claims.json`],
      },
    ]),
  );
  await i18n.use(initReactI18next).init({
    resources,
    lng: "en",
    ns: ["common", "claims"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const frames = {} as FirstPaintFrames;
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    frames[language] = {} as FirstPaintFrames[Language];
    for (const [kind, screen] of Object.entries(screens) as [FrameKind, (language: Language) => React.ReactNode][]) {
      // React hints the logo as a preload; the page carries the logo itself, so the hint would only repeat it.
      // The frame is a picture of the screen (picture-markup.ts): whatever looks for the screen's tiles, ids or
      // landmarks finds the app's, not inert copies shown while the app is still opening the link behind the frame.
      const render = (logo: string | null) =>
        asPicture(
          renderToStaticMarkup(
            <LayoutFrame header={<HeaderBar logo={logo} />} picture>
              {screen(language)}
            </LayoutFrame>,
          ).replace(/^(<link [^>]*>)+/, ""),
        );
      frames[language][kind] = { wordmark: render(null), logo: render(FRAME_LOGO) };
    }
  }
  return frames;
}

/**
 * The page the server answers, with 429, to an address that looks a code up (a link, a case's status) once one
 * network address has asked too often: the page itself, no picture of one, sent without the app (which would look
 * the code up again). "Try again" reloads the same address. Rendered after renderFrames, whose i18next it uses.
 */
export async function renderRateLimitedPages(): Promise<Record<Language, string>> {
  const pages = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    pages[language] = renderToStaticMarkup(
      <LayoutFrame header={<HeaderBar logo={null} languagePicker={false} />}>
        <ErrorScreen message={i18n.t("common:errors.RATE_LIMITED")}>
          <ButtonAnchor href="" variant="secondary" block>
            {i18n.t("common:actions.tryAgain")}
          </ButtonAnchor>
        </ErrorScreen>
      </LayoutFrame>,
    );
  }
  return pages;
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files each entry's first screen needs, less what index.html preloads anyway (the entry's files). */
export function entryPreloads(manifest: Record<string, ManifestChunk>): EntryPreloads {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  // The customer app's page only: the driver app's entry (driver.html) is another page, and what it shares with
  // a flow (zod, say) must still be preloaded for the flow.
  const inEntry = closure(["index.html"]);
  const preloads = {} as EntryPreloads;
  for (const [entry, needs] of Object.entries(ENTRY_NEEDS) as [EntryKind, (typeof ENTRY_NEEDS)[EntryKind]][]) {
    const code = [...closure(needs.modules)].filter((key) => !inEntry.has(key));
    preloads[entry] = {} as EntryPreloads[EntryKind];
    for (const language of LANGUAGES) {
      const locales = needs.namespaces.map((ns) => `src/locales/${language}/${ns}.json`).filter((key) => manifest[key]);
      preloads[entry][language] = {
        scripts: [...code, ...locales].map((key) => `/${manifest[key].file}`),
        styles: code.flatMap((key) => manifest[key].css ?? []).map((file) => `/${file}`),
      };
    }
  }
  return preloads;
}
