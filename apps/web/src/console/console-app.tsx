import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation } from "../ui/routing.tsx";
import { BareSpinner } from "../ui/spinner.tsx";
import { AuditPage } from "./audit/audit-page.tsx";
import { EnrolPage } from "./auth/enrol-page.tsx";
import { ResetPasswordPage } from "./auth/password-reset.tsx";
import { useMe } from "./auth/session.ts";
import { SignInPage } from "./auth/sign-in-page.tsx";
import { BoardPage } from "./board/board-page.tsx";
import { CallbacksPage } from "./callbacks/callbacks-page.tsx";
import { DriversPage } from "./drivers/drivers-page.tsx";
import { NewLinkPage } from "./links/new-link-page.tsx";
import { RequestPage } from "./requests/request-page.tsx";
import { ConsoleLayout } from "./shell/console-layout.tsx";
import { DispatcherApp } from "./towing/dispatcher-app.tsx";
import styles from "./console.module.css";

/** Signed out: the sign-in; an administrator without a second factor: its enrolment; else the screens. */
export function ConsoleApp() {
  const { t } = useTranslation("console");
  const me = useMe();
  const { pathname } = useLocation();
  // The e-mailed reset link works signed in or not.
  if (pathname === "/console/reset-password") return <ResetPasswordPage />;
  if (me.isPending) return <BareSpinner />;
  if (me.isError)
    return (
      <main className={styles.signIn}>
        <p role="alert">{t("errors.generic")}</p>
      </main>
    );
  if (!me.data) return <SignInPage />;
  if (me.data.platformAdmin && !me.data.twoFactorEnabled) return <EnrolPage />;
  if (me.data.towingCompany) return <DispatcherApp me={me.data} />;
  return (
    <ConsoleLayout me={me.data}>
      <Routes>
        <Route path="/console/board">
          <BoardPage services={me.data.services} />
        </Route>
        <Route path="/console/requests/:id">{(params) => <RequestPage id={Number(params.id)} />}</Route>
        <Route path="/console/new-link">
          <NewLinkPage services={me.data.services} />
        </Route>
        <Route path="/console/callbacks">
          <CallbacksPage />
        </Route>
        <Route path="/console/drivers">
          <DriversPage me={me.data} />
        </Route>
        <Route path="/console/audit">
          <AuditPage />
        </Route>
        <Route>
          <Navigate to="/console/board" replace />
        </Route>
      </Routes>
    </ConsoleLayout>
  );
}
