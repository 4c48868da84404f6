import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BareSpinner } from "./ui/spinner.tsx";
import { initI18n } from "./app/i18n.ts";
import { AppRouter } from "./app/router.tsx";
import { startThemeSync } from "./app/theme.ts";
import "./app/global.css";

// The page's policy forbids eval. zod, which the flows load, probes for it once when it builds its first schema,
// and the browser reports the refused probe as a policy violation. zod reads its settings from this shared
// object, so setting it here, before any flow loads, turns the probe off without bringing zod into the entry.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

void initI18n();
startThemeSync();
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* Until the first locale file arrives nothing can be said, so only a spinner shows. */}
    <Suspense fallback={<BareSpinner />}>
      <AppRouter />
    </Suspense>
  </StrictMode>,
);
