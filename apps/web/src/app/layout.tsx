import { Suspense, useEffect, type ReactNode } from "react";
import { Spinner } from "../ui/spinner.tsx";
import { analyticsFor } from "./analytics.ts";
import { useAssistanceSession } from "./assistance-session.ts";
import { useClaimSession } from "./claim-session.ts";
import { FirstPaintHandOver } from "./first-paint/first-paint-hand-over.tsx";
import { Header } from "./header.tsx";
import { UpdateNotice } from "./update-notice.tsx";
import { useLocation } from "../ui/routing.tsx";
import styles from "./layout.module.css";

export function Layout({ children }: { children: ReactNode }) {
  usePageAnalytics();
  return (
    <LayoutFrame header={<Header />} after={<UpdateNotice />}>
      {/* Flow chunks and their locale files load here without unmounting the header. */}
      <Suspense fallback={<Spinner holdsFirstPaint />}>
        {children}
        <FirstPaintHandOver />
      </Suspense>
    </LayoutFrame>
  );
}

/** The page's shell; the first-paint frames (app/first-paint) are rendered in it too. */
export function LayoutFrame({
  header,
  children,
  after,
}: {
  header: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      {header}
      <main className={styles.main}>{children}</main>
      {after}
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
