import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { i18n, initI18n } from "../app/i18n.ts";
import { BareSpinner } from "../ui/spinner.tsx";
import { DriverApp } from "./driver-app.tsx";
import "../app/global.css";

// The driver app's own entry (driver.html): nothing of it is in the customer's bundles, nor the reverse.
void initI18n().then(() => i18n.loadNamespaces("driver"));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Suspense fallback={<BareSpinner />}>
      <DriverApp />
    </Suspense>
  </StrictMode>,
);
