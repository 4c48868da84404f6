import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "./app/i18n.ts";
import { AppRouter } from "./app/router.tsx";
import { startThemeSync } from "./app/theme.ts";
import { BareSpinner } from "./ui/spinner.tsx";
import "./app/global.css";

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
