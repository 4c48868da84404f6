import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { i18n, initI18n } from "../app/i18n.ts";
import { BareSpinner } from "../ui/spinner.tsx";
import { DriverApp } from "./driver-app.tsx";
import "../app/global.css";
import "./driver-dark.css";

// The driver app's own entry (driver.html): nothing of it is in the customer's bundles, nor the reverse.
void initI18n().then(() => i18n.loadNamespaces("driver"));

// The driver app's own offline shell (public/driver-sw.js), apart from the customer's worker; not in development,
// where Vite serves unbuilt files.
if (import.meta.env.PROD && "serviceWorker" in navigator)
  void navigator.serviceWorker.register("/driver-sw.js", { scope: "/driver" }).catch(() => undefined);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Suspense fallback={<BareSpinner />}>
      <DriverApp />
    </Suspense>
  </StrictMode>,
);
