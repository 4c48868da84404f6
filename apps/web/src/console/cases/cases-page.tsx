import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { consoleCaseListSchema } from "@hitch/contract/console/cases";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "../claims/claims.module.css";

/** Repair cases of the operator's services, newest first, found by plate or reference. */
export function CasesPage({ services }: { services: ConsoleMe["services"] }) {
  const { t, i18n } = useTranslation("console-claims");
  const id = useId();
  const [q, setQ] = useState("");
  const [serviceId, setServiceId] = useState("");
  const [status, setStatus] = useState("OPEN");
  const query = new URLSearchParams(
    Object.entries({ q: q.trim(), serviceId, status }).filter(([, value]) => value !== ""),
  ).toString();
  const list = useQuery({
    queryKey: ["console", "cases", query],
    queryFn: () => consoleApi(`/cases?${query}`, consoleCaseListSchema),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("cases.title")}</h1>
      </header>
      <form className={own.filters} role="search" aria-label={t("cases.filters")} onSubmit={(e) => e.preventDefault()}>
        <div className={own.filterField}>
          <label htmlFor={`${id}-q`}>{t("cases.search")}</label>
          <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <ServiceSelect
          className={own.filterField}
          services={services}
          label={t("claims.service")}
          allLabel={t("claims.all")}
          value={serviceId ? Number(serviceId) : null}
          onChange={(chosen) => setServiceId(chosen?.toString() ?? "")}
        />
        <div className={own.filterField}>
          <label htmlFor={`${id}-status`}>{t("cases.status")}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t("claims.all")}</option>
            <option value="OPEN">{t("cases.open")}</option>
            <option value="CLOSED">{t("cases.closed")}</option>
          </select>
        </div>
      </form>
      {list.isError && (
        <p role="alert" className={styles.alert}>
          {t(`console:errors.${errorKeyOf(list.error)}`)}
        </p>
      )}
      {list.isPending && <p className={styles.muted}>{t("console:loading")}</p>}
      {list.data?.length === 0 && <p className={styles.muted}>{t("cases.empty")}</p>}
      {!!list.data?.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("cases.reference")}</th>
              <th scope="col">{t("claims.service")}</th>
              <th scope="col">{t("claims.plate")}</th>
              <th scope="col">{t("cases.nextStep")}</th>
              <th scope="col">{t("cases.workshop")}</th>
              <th scope="col">{t("cases.opened")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/console/cases/${c.id}`}>{c.reference ?? t("cases.caseNumber", { id: c.id })}</Link>
                </td>
                <td>{c.serviceName}</td>
                <td>{c.licensePlate ?? "–"}</td>
                <td>{c.closedAt ? t("cases.closed") : c.nextStep ? t(`steps.${c.nextStep.caseStepId}`) : "–"}</td>
                <td>{c.workshop?.name ?? "–"}</td>
                <td>{dateTime(c.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
