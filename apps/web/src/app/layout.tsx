import { Suspense, useEffect, type ReactNode } from "react";
import { Spinner } from "../ui/spinner.tsx";
import { analyticsFor } from "./analytics.ts";
import { useAssistanceSession } from "./assistance-session.ts";
import { useClaimSession } from "./claim-session.ts";
import { Header } from "./header.tsx";
import { UpdateNotice } from "./update-notice.tsx";
import { useLocation } from "../ui/routing.tsx";
import styles from "./layout.module.css";

export function Layout({ children }: { children: ReactNode }) {
  usePageAnalytics();
  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.main}>
        {/* Flow chunks and their locale files load here without unmounting the header. */}
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <UpdateNotice />
    </div>
  );
}

function usePageAnalytics() {
  const { pathname } = useLocation();
  const testAssistance = useAssistanceSession((s) => s.isTestService);
  const testClaim = useClaimSession((s) => s.isTestService);
  useEffect(() => {
    // Link codes are keys: never send them to analytics.
    const path = pathname.replace(/^\/(assistance-request-link|claim-link)\/.+$/, "/$1/:code");
    analyticsFor(testAssistance || testClaim).page(path);
  }, [pathname, testAssistance, testClaim]);
}
