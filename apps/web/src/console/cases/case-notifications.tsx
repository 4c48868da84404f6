import { useTranslation } from "react-i18next";
import type { CaseNotification } from "@hitch/contract/console/cases";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import own from "../claims/claims.module.css";

/** What the customer was sent about the case, by SMS and e-mail, with each message's delivery state. */
export function CaseNotifications({ notifications }: { notifications: CaseNotification[] }) {
  const { t, i18n } = useTranslation("console-claims");
  return (
    <section className={`${styles.card} ${own.wide}`} aria-labelledby="case-notifications">
      <h2 id="case-notifications">{t("case.notifications")}</h2>
      {notifications.length === 0 ? (
        <p className={styles.muted}>{t("case.noNotifications")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("case.sentAt")}</th>
              <th scope="col">{t("case.channel")}</th>
              <th scope="col">{t("case.to")}</th>
              <th scope="col">{t("case.message")}</th>
              <th scope="col">{t("case.delivery")}</th>
            </tr>
          </thead>
          <tbody>
            {[...notifications].reverse().map((n) => (
              <tr key={n.id}>
                <td>{dateTime(n.createdAt, i18n.language)}</td>
                <td>{t(`channels.${n.channel}`)}</td>
                <td>{n.to}</td>
                <td>
                  {n.subject && <strong>{n.subject}</strong>}
                  <p className={own.body}>{n.body}</p>
                </td>
                <td>
                  {t(`delivery.${n.status}`)}
                  {n.sentAt && <div className={styles.muted}>{dateTime(n.sentAt, i18n.language)}</div>}
                  {n.error && <div className={styles.alert}>{n.error}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
