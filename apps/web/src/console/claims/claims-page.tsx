import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CLAIM_INCIDENT_TYPES, CLAIM_STATUSES } from "@hitch/contract/common/enums";
import { consoleClaimListSchema } from "@hitch/contract/console/claims";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import { ListPager, listQueryOf } from "../shell/list-pager.tsx";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "./claims.module.css";

interface Filters {
  q: string;
  serviceId: string;
  state: string;
  incidentType: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { q: "", serviceId: "", state: "", incidentType: "", from: "", to: "" };

/** Claims of the operator's services, newest first: found by reference, plate or name, filtered, a page at a time. */
export function ClaimsPage({ services }: { services: ConsoleMe["services"] }) {
  const { t, i18n } = useTranslation("console-claims");
  const id = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const list = useQuery({
    queryKey: ["console", "claims", filters, page],
    queryFn: () => consoleApi(`/claims?${listQueryOf({ ...filters }, page)}`, consoleClaimListSchema),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("claims.title")}</h1>
        {list.data && <p className={styles.muted}>{t("claims.total", { count: list.data.total })}</p>}
      </header>
      <form className={own.filters} role="search" aria-label={t("claims.filters")} onSubmit={(e) => e.preventDefault()}>
        <div className={own.filterField}>
          <label htmlFor={`${id}-q`}>{t("claims.search")}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filters.q}
            onChange={set("q")}
            placeholder={t("claims.searchHint")}
          />
        </div>
        <ServiceSelect
          className={own.filterField}
          services={services}
          label={t("claims.service")}
          allLabel={t("claims.all")}
          value={filters.serviceId ? Number(filters.serviceId) : null}
          onChange={(serviceId) => set("serviceId")({ target: { value: serviceId?.toString() ?? "" } })}
        />
        <div className={own.filterField}>
          <label htmlFor={`${id}-state`}>{t("claims.state")}</label>
          <select id={`${id}-state`} value={filters.state} onChange={set("state")}>
            <option value="">{t("claims.all")}</option>
            {CLAIM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-incident`}>{t("claims.incident")}</label>
          <select id={`${id}-incident`} value={filters.incidentType} onChange={set("incidentType")}>
            <option value="">{t("claims.all")}</option>
            {CLAIM_INCIDENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`incidents.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-from`}>{t("claims.from")}</label>
          <input id={`${id}-from`} type="date" value={filters.from} onChange={set("from")} />
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-to`}>{t("claims.to")}</label>
          <input id={`${id}-to`} type="date" value={filters.to} onChange={set("to")} />
        </div>
      </form>
      {list.isError && (
        <p role="alert" className={styles.alert}>
          {t(`console:errors.${errorKeyOf(list.error)}`)}
        </p>
      )}
      {list.isPending && <p className={styles.muted}>{t("console:loading")}</p>}
      {list.data?.claims.length === 0 && <p className={styles.muted}>{t("claims.empty")}</p>}
      {!!list.data?.claims.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("claims.reference")}</th>
              <th scope="col">{t("claims.service")}</th>
              <th scope="col">{t("claims.state")}</th>
              <th scope="col">{t("claims.incident")}</th>
              <th scope="col">{t("claims.plate")}</th>
              <th scope="col">{t("claims.notifier")}</th>
              <th scope="col">{t("claims.started")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.claims.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/console/claims/${c.id}`}>{c.externalId}</Link>
                </td>
                <td>{c.serviceName}</td>
                <td>{t(`states.${c.status}`)}</td>
                <td>{c.incidentType ? t(`incidents.${c.incidentType}`) : "–"}</td>
                <td>{c.licensePlate ?? "–"}</td>
                <td>{c.notifierName ?? "–"}</td>
                <td>{dateTime(c.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPager
        page={page}
        pages={pages}
        onPage={setPage}
        texts={{
          label: t("claims.pages"),
          previous: t("claims.previous"),
          next: t("claims.next"),
          position: t("claims.page", { page, pages }),
        }}
      />
    </>
  );
}
