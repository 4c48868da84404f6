import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { auditEntrySchema } from "@hitch/contract/console/audit";
import { consoleApi } from "../api.ts";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";

/** Every operator write of the operator's services, newest first, filtered by who did it. */
export function AuditPage() {
  const { t, i18n } = useTranslation("console");
  const id = useId();
  const [operator, setOperator] = useState("");
  const audit = useQuery({
    queryKey: ["console", "audit", operator],
    queryFn: () =>
      consoleApi(`/audit${operator ? `?operator=${encodeURIComponent(operator)}` : ""}`, z.array(auditEntrySchema)),
  });
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("audit.title")}</h1>
        <div className={styles.filter}>
          <label htmlFor={id}>{t("audit.operator")}</label>
          <input id={id} type="search" value={operator} onChange={(e) => setOperator(e.target.value)} />
        </div>
      </header>
      {audit.data?.length === 0 && <p className={styles.muted}>{t("audit.empty")}</p>}
      {!!audit.data?.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("audit.when")}</th>
              <th scope="col">{t("audit.who")}</th>
              <th scope="col">{t("audit.what")}</th>
              <th scope="col">{t("audit.change")}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.map((e) => (
              <tr key={e.id}>
                <td>{dateTime(e.at, i18n.language)}</td>
                <td>{e.operatorEmail}</td>
                <td>
                  <code>{e.action}</code> {e.targetType} {e.targetId}
                </td>
                <td>
                  <code className={styles.json}>{JSON.stringify(e.before)}</code> →{" "}
                  <code className={styles.json}>{JSON.stringify(e.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
