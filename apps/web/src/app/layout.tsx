import { Suspense, useEffect, type ReactNode } from "react";
import { LoadErrorBoundary } from "../ui/load-error-boundary.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { servedServiceLine } from "./served-service-line.ts";
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
      {/* Flow chunks and their locale files load here without unmounting the header; one that fails to download
          shows the network message with the service's Call button, and comes back with the network. */}
      <LoadErrorBoundary phone={servedServiceLine()}>
        <Suspense fallback={<Spinner holdsFirstPaint />}>
          {children}
          <FirstPaintHandOver />
        </Suspense>
      </LoadErrorBoundary>
    </LayoutFrame>
  );
}

/**
 * The page's shell; the first-paint frames (app/first-paint) are rendered in it too. A frame (`picture`) sits in
 * the page beside the app's root, whose shell has the page's one <main>: the frame's content area is a plain box
 * with the same look, so the document never holds two main elements while the app draws behind the frame.
 */
export function LayoutFrame({
  header,
  children,
  after,
  picture = false,
}: {
  header: ReactNode;
  children: ReactNode;
  after?: ReactNode;
  picture?: boolean;
}) {
  const Main = picture ? "div" : "main";
  return (
    <div className={styles.shell}>
      {header}
      <Main className={styles.main}>{children}</Main>
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
