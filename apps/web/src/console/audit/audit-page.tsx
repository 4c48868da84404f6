import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { auditEntrySchema } from "@hitch/contract/console/audit";
import { Link } from "../../ui/routing.tsx";
import { consoleApi } from "../api.ts";
import { dateTime } from "../format.ts";
import { AuditFilters, auditQueryOf, NO_AUDIT_FILTERS, type AuditFilterValues } from "./audit-filters.tsx";
import styles from "../console.module.css";
import own from "./audit-filters.module.css";

const PAGE_SIZE = 50;

/** Every operator write of the operator's services, newest first; filtered and paged by the server. */
export function AuditPage() {
  const { t, i18n } = useTranslation(["console", "console-admin"]);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const query = auditQueryOf(filters, PAGE_SIZE, page * PAGE_SIZE);
  const audit = useQuery({
    queryKey: ["console", "audit", query],
    queryFn: () => consoleApi(`/audit?${query}`, z.array(auditEntrySchema)),
    placeholderData: (previous) => previous,
  });
  const filter = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(0);
  };
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("audit.title")}</h1>
      </header>
      <AuditFilters values={filters} onChange={filter} />
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
                  <code>{e.action}</code> {e.targetType}{" "}
                  {e.targetType === "assistance-request" && e.targetId ? (
                    <Link to={`/console/requests/${e.targetId}`}>{e.targetId}</Link>
                  ) : (
                    e.targetId
                  )}
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
      {(page > 0 || audit.data?.length === PAGE_SIZE) && (
        <nav className={own.pager} aria-label={t("audit.title")}>
          <button type="button" className={styles.secondary} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("console-admin:audit.newer")}
          </button>
          <span>{t("console-admin:audit.page", { page: page + 1 })}</span>
          <button
            type="button"
            className={styles.secondary}
            disabled={(audit.data?.length ?? 0) < PAGE_SIZE}
            onClick={() => setPage(page + 1)}
          >
            {t("console-admin:audit.older")}
          </button>
        </nav>
      )}
    </>
  );
}
