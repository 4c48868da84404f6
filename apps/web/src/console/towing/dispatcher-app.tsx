import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link, Navigate, navigateTo, Route, Routes, useLocation } from "../../ui/routing.tsx";
import { ME_KEY, signOut } from "../auth/session.ts";
import { DriversPage } from "../drivers/drivers-page.tsx";
import { ConsoleLanguageSelect } from "../shell/language-select.tsx";
import { JobsPage } from "./jobs-page.tsx";
import styles from "../console.module.css";

/**
 * A towing company's dispatcher sees their company's drivers and jobs and nothing of a provider's: the
 * navigation names only these two screens (the server answers 404 to every other console route anyway).
 */
export function DispatcherApp({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation(["console", "console-drivers"]);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const current = (path: string) => (pathname.startsWith(path) ? "page" : undefined);
  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    navigateTo("/console");
  };
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label={t("nav.label")}>
        <p className={styles.brand}>{t("nav.brand")}</p>
        <ul>
          <li>
            <Link to="/console/jobs" aria-current={current("/console/jobs")}>
              {t("console-drivers:nav.jobs")}
            </Link>
          </li>
          <li>
            <Link to="/console/drivers" aria-current={current("/console/drivers")}>
              {t("console-drivers:nav.drivers")}
            </Link>
          </li>
        </ul>
        <div className={styles.navFoot}>
          <ConsoleLanguageSelect />
          <p className={styles.muted}>{me.name}</p>
          <button type="button" className={styles.secondary} onClick={() => void leave()}>
            {t("nav.signOut")}
          </button>
        </div>
      </nav>
      <main className={styles.main}>
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
      </main>
    </div>
  );
}
