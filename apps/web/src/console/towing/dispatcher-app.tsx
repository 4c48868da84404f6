import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Navigate, Route, Routes } from "../../ui/routing.tsx";
import { DriversPage } from "../drivers/drivers-page.tsx";
import { ConsoleShell, NavItem } from "../shell/console-shell.tsx";
import { RequestPage } from "../requests/request-page.tsx";
import { RequestsPage } from "../requests/requests-page.tsx";
import { JobsPage } from "./jobs-page.tsx";

/**
 * A towing company's dispatcher sees their company's drivers and jobs and nothing of a provider's: the
 * navigation names only these screens, and the Requests screen lists the jobs its drivers were offered or did
 * (the server answers 404 to every other console route anyway).
 */
export function DispatcherApp({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation(["console-drivers", "console-requests"]);
  const nav = (
    <>
      <NavItem to="/console/jobs">{t("nav.jobs")}</NavItem>
      <NavItem to="/console/drivers">{t("nav.drivers")}</NavItem>
      <NavItem to="/console/requests">{t("console-requests:nav.requests")}</NavItem>
    </>
  );
  return (
    <ConsoleShell me={me} nav={nav}>
      <Routes>
        <Route path="/console/jobs">
          <JobsPage />
        </Route>
        <Route path="/console/drivers">
          <DriversPage me={me} />
        </Route>
        <Route path="/console/requests">
          <RequestsPage services={null} />
        </Route>
        <Route path="/console/requests/:id">{(params) => <RequestPage id={Number(params.id)} />}</Route>
        <Route>
          <Navigate to="/console/jobs" replace />
        </Route>
      </Routes>
    </ConsoleShell>
  );
}
