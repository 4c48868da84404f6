import type { ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link, navigateTo, useLocation } from "../../ui/routing.tsx";
import { ME_KEY, signOut } from "../auth/session.ts";
import { ConsoleLanguageSelect } from "./language-select.tsx";
import styles from "../console.module.css";

/** One screen in the navigation; `children` is its label (and a badge, if any). */
export function NavItem({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <li>
      <Link to={to} aria-current={pathname.startsWith(to) ? "page" : undefined}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The frame of every signed-in screen: the navigation (the items the operator's role may use), language,
 * the operator's name and sign-out beside the screen itself.
 */
export function ConsoleShell({ me, nav, children }: { me: ConsoleMe; nav: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("console");
  const queryClient = useQueryClient();

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
        <ul>{nav}</ul>
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
