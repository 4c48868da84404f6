import { startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BareSpinner } from "../ui/spinner.tsx";
import { initI18n } from "./i18n.ts";
import { nextTask } from "../ui/next-task.ts";
import { AppRouter } from "./router.tsx";
import { startThemeSync } from "./theme.ts";

/**
 * Starts the customer app in short tasks, each after the one before: the translations, then the theme, then React's
 * root, then the first render. Together in one task they blocked a weak phone's main thread for too long.
 */
export async function startApp(): Promise<void> {
  // Not in the task that evaluated this module: its importer resumes in that task's microtasks.
  await nextTask();
  void initI18n();
  await nextTask();
  startThemeSync();
  await nextTask();
  const root = createRoot(document.getElementById("root")!);
  await nextTask();
  // A transition, so React renders the first screen in slices of a few milliseconds.
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* Until the first locale file arrives nothing can be said, so only a spinner shows. */}
        <Suspense fallback={<BareSpinner />}>
          <AppRouter />
        </Suspense>
      </StrictMode>,
    ),
  );
}
