import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { useChangeStream } from "../board/use-board.ts";
import { useCallbacks } from "../callbacks/use-callbacks.ts";
import { ConsoleShell, NavItem } from "./console-shell.tsx";
import styles from "../console.module.css";

/** A provider's operator's navigation: every screen, the waiting call-backs' count; Operators for administrators. */
export function ConsoleLayout({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const { t } = useTranslation(["console", "console-claims", "console-drivers", "console-requests"]);
  // One change stream for every screen: the board, an open request's page (the driver's progress) and the
  // call-backs' count follow each change without a reload.
  useChangeStream();
  const waiting = useCallbacks("open").data?.length ?? 0;
  const nav = (
    <>
      <NavItem to="/console/board">{t("nav.board")}</NavItem>
      <NavItem to="/console/requests">{t("console-requests:nav.requests")}</NavItem>
      <NavItem to="/console/callbacks">
        {t("nav.callbacks")}
        {waiting > 0 && (
          <span className={styles.badge} aria-label={t("nav.waiting", { count: waiting })}>
            {waiting}
          </span>
        )}
      </NavItem>
      <NavItem to="/console/new-link">{t("nav.newLink")}</NavItem>
      <NavItem to="/console/workshops">{t("nav.workshops")}</NavItem>
      <NavItem to="/console/vehicles">{t("nav.vehicles")}</NavItem>
      <NavItem to="/console/claims">{t("console-claims:nav.claims")}</NavItem>
      <NavItem to="/console/cases">{t("console-claims:nav.cases")}</NavItem>
      <NavItem to="/console/feedback">{t("nav.feedback")}</NavItem>
      <NavItem to="/console/reports">{t("nav.reports")}</NavItem>
      <NavItem to="/console/sms">{t("nav.sms")}</NavItem>
      <NavItem to="/console/services">{t("nav.services")}</NavItem>
      <NavItem to="/console/drivers">{t("console-drivers:nav.drivers")}</NavItem>
      {me.platformAdmin && <NavItem to="/console/operators">{t("nav.operators")}</NavItem>}
      <NavItem to="/console/audit">{t("nav.audit")}</NavItem>
    </>
  );
  return (
    <ConsoleShell me={me} nav={nav}>
      {children}
    </ConsoleShell>
  );
}
