import { Suspense, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LoadErrorBoundary } from "../ui/load-error-boundary.tsx";
import { lazyWithRetry } from "../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation } from "../ui/routing.tsx";
import { BareSpinner } from "../ui/spinner.tsx";
import { AuditPage } from "./audit/audit-page.tsx";
import { EnrolPage } from "./auth/enrol-page.tsx";
import { ResetPasswordPage } from "./auth/password-reset.tsx";
import { ME_KEY, useMe } from "./auth/session.ts";
import { whenSessionEnds, type SessionEnd } from "./api.ts";
import { SignInPage } from "./auth/sign-in-page.tsx";
import { BoardPage } from "./board/board-page.tsx";
import { CallbacksPage } from "./callbacks/callbacks-page.tsx";
import { VehiclesPage } from "./fleet/vehicles-page.tsx";
import { WorkshopsPage } from "./fleet/workshops-page.tsx";
import { CasePage } from "./cases/case-page.tsx";
import { CasesPage } from "./cases/cases-page.tsx";
import { ClaimPage } from "./claims/claim-page.tsx";
import { ClaimsPage } from "./claims/claims-page.tsx";
import { DriversPage } from "./drivers/drivers-page.tsx";
import { OperatorsPage } from "./operators/operators-page.tsx";
import { NewLinkPage } from "./links/new-link-page.tsx";
import { RequestPage } from "./requests/request-page.tsx";
import { RequestsPage } from "./requests/requests-page.tsx";
import { ServicesPage } from "./services/services-page.tsx";
import { ConsoleLayout } from "./shell/console-layout.tsx";
import { SmsPage } from "./sms/sms-page.tsx";
import { DispatcherApp } from "./towing/dispatcher-app.tsx";
import styles from "./console.module.css";

// The chart library comes with these two screens only, loaded when one is opened.
const FeedbackPage = lazyWithRetry(() => import("./feedback/feedback-page.tsx"));
const ReportPage = lazyWithRetry(() => import("./reports/report-page.tsx"));

/** Signed out: the sign-in; an administrator without a second factor: its enrolment; else the screens. */
export function ConsoleApp() {
  const { t } = useTranslation("console");
  const me = useMe();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // A signed-in operator's call answered 401 (session ended, account disabled): back to the sign-in, saying why.
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  useEffect(() => {
    whenSessionEnds((why) => {
      if (!queryClient.getQueryData(ME_KEY)) return;
      setEnded(why);
      queryClient.setQueryData(ME_KEY, null);
    });
    return () => whenSessionEnds(() => {});
  }, [queryClient]);
  // The e-mailed reset link works signed in or not.
  if (pathname === "/console/reset-password") return <ResetPasswordPage />;
  if (me.isPending) return <BareSpinner />;
  if (me.isError)
    return (
      <main className={styles.signIn}>
        <p role="alert">{t("errors.generic")}</p>
      </main>
    );
  if (!me.data) return <SignInPage key={ended ?? ""} ended={ended} />;
  if (me.data.platformAdmin && !me.data.twoFactorEnabled) return <EnrolPage />;
  if (me.data.towingCompany) return <DispatcherApp me={me.data} />;
  return (
    <ConsoleLayout me={me.data}>
      <LoadErrorBoundary>
        <Routes>
          <Route path="/console/board">
            <BoardPage services={me.data.services} />
          </Route>
          <Route path="/console/requests">
            <RequestsPage services={me.data.services} />
          </Route>
          <Route path="/console/requests/:id">{(params) => <RequestPage id={Number(params.id)} />}</Route>
          <Route path="/console/new-link">
            <NewLinkPage services={me.data.services} />
          </Route>
          <Route path="/console/callbacks">
            <CallbacksPage />
          </Route>
          <Route path="/console/workshops">
            <WorkshopsPage services={me.data.services} />
          </Route>
          <Route path="/console/vehicles">
            <VehiclesPage services={me.data.services} />
          </Route>
          <Route path="/console/claims">
            <ClaimsPage services={me.data.services} />
          </Route>
          <Route path="/console/claims/:id">{(params) => <ClaimPage id={Number(params.id)} />}</Route>
          <Route path="/console/cases">
            <CasesPage services={me.data.services} />
          </Route>
          <Route path="/console/cases/:id">{(params) => <CasePage id={Number(params.id)} me={me.data!} />}</Route>
          <Route path="/console/feedback">
            <Suspense fallback={<BareSpinner />}>
              <FeedbackPage services={me.data.services} />
            </Suspense>
          </Route>
          <Route path="/console/reports">
            <Suspense fallback={<BareSpinner />}>
              <ReportPage services={me.data.services} />
            </Suspense>
          </Route>
          <Route path="/console/sms">
            <SmsPage services={me.data.services} />
          </Route>
          <Route path="/console/services">
            <ServicesPage me={me.data} />
          </Route>
          <Route path="/console/drivers">
            <DriversPage me={me.data} />
          </Route>
          {me.data.platformAdmin && (
            <Route path="/console/operators">
              <OperatorsPage me={me.data} />
            </Route>
          )}
          <Route path="/console/audit">
            <AuditPage />
          </Route>
          <Route>
            <Navigate to="/console/board" replace />
          </Route>
        </Routes>
      </LoadErrorBoundary>
    </ConsoleLayout>
  );
}
