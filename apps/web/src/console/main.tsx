import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { initI18n } from "../app/i18n.ts";
import { BareSpinner } from "../ui/spinner.tsx";
import { ConsoleApp } from "./console-app.tsx";
import "../app/global.css";
import "./console-theme.css";

void initI18n();

// Operators keep the console open all day: server state is cached briefly and re-read on focus.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: 1 } } });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BareSpinner />}>
        <ConsoleApp />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
