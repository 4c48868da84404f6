import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Navigate, Route, Routes } from "../../ui/routing.tsx";
import { DriversPage } from "../drivers/drivers-page.tsx";
import { ConsoleShell, NavItem } from "../shell/console-shell.tsx";
import { JobsPage } from "./jobs-page.tsx";

/**
 * A towing company's dispatcher sees their company's drivers and jobs and nothing of a provider's: the
 * navigation names only these two screens (the server answers 404 to every other console route anyway).
 */
export function DispatcherApp({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation("console-drivers");
  const nav = (
    <>
      <NavItem to="/console/jobs">{t("nav.jobs")}</NavItem>
      <NavItem to="/console/drivers">{t("nav.drivers")}</NavItem>
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
        <Route>
          <Navigate to="/console/jobs" replace />
        </Route>
      </Routes>
    </ConsoleShell>
  );
}
