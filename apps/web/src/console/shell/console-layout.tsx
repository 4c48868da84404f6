import type { ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link, navigateTo, useLocation } from "../../ui/routing.tsx";
import { ME_KEY, signOut } from "../auth/session.ts";
import { useCallbacks } from "../callbacks/use-callbacks.ts";
import { ConsoleLanguageSelect } from "./language-select.tsx";
import styles from "../console.module.css";

/** The navigation beside every screen: the screens, the waiting call-backs' count, language, sign-out. */
export function ConsoleLayout({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const { t } = useTranslation(["console", "console-claims", "console-drivers"]);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const waiting = useCallbacks("open").data?.length ?? 0;
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
            <Link to="/console/board" aria-current={current("/console/board")}>
              {t("nav.board")}
            </Link>
          </li>
          <li>
            <Link to="/console/callbacks" aria-current={current("/console/callbacks")}>
              {t("nav.callbacks")}
              {waiting > 0 && (
                <span className={styles.badge} aria-label={t("nav.waiting", { count: waiting })}>
                  {waiting}
                </span>
              )}
            </Link>
          </li>
          <li>
            <Link to="/console/new-link" aria-current={current("/console/new-link")}>
              {t("nav.newLink")}
            </Link>
          </li>
          <li>
            <Link to="/console/workshops" aria-current={current("/console/workshops")}>
              {t("nav.workshops")}
            </Link>
          </li>
          <li>
            <Link to="/console/vehicles" aria-current={current("/console/vehicles")}>
              {t("nav.vehicles")}
            </Link>
          </li>
          <li>
            <Link to="/console/claims" aria-current={current("/console/claims")}>
              {t("console-claims:nav.claims")}
            </Link>
          </li>
          <li>
            <Link to="/console/cases" aria-current={current("/console/cases")}>
              {t("console-claims:nav.cases")}
            </Link>
          </li>
          <li>
            <Link to="/console/feedback" aria-current={current("/console/feedback")}>
              {t("nav.feedback")}
            </Link>
          </li>
          <li>
            <Link to="/console/reports" aria-current={current("/console/reports")}>
              {t("nav.reports")}
            </Link>
          </li>
          <li>
            <Link to="/console/sms" aria-current={current("/console/sms")}>
              {t("nav.sms")}
            </Link>
          </li>
          <li>
            <Link to="/console/services" aria-current={current("/console/services")}>
              {t("nav.services")}
            </Link>
          </li>
          <li>
            <Link to="/console/drivers" aria-current={current("/console/drivers")}>
              {t("console-drivers:nav.drivers")}
            </Link>
          </li>
          {me.platformAdmin && (
            <li>
              <Link to="/console/operators" aria-current={current("/console/operators")}>
                {t("nav.operators")}
              </Link>
            </li>
          )}
          <li>
            <Link to="/console/audit" aria-current={current("/console/audit")}>
              {t("nav.audit")}
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
      <main className={styles.main}>{children}</main>
    </div>
  );
}
