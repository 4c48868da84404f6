import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ASSISTANCE_STATUSES } from "@hitch/contract/common/enums";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { requestListSchema } from "@hitch/contract/console/request-list";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import { ListPager, listQueryOf } from "../shell/list-pager.tsx";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "../claims/claims.module.css";

interface Filters {
  q: string;
  serviceId: string;
  status: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { q: "", serviceId: "", status: "", from: "", to: "" };
const STATUSES = ASSISTANCE_STATUSES.filter((s) => s !== "DRAFT");

/**
 * Every request in every state, newest first: a customer who rings about yesterday's tow is found by the
 * reference, the phone or the plate. A towing company's dispatcher sees their company's jobs (no service filter).
 */
export function RequestsPage({ services }: { services: ConsoleMe["services"] | null }) {
  const { t, i18n } = useTranslation("console-requests");
  const id = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const list = useQuery({
    queryKey: ["console", "request-list", filters, page],
    queryFn: () => consoleApi(`/requests/search?${listQueryOf({ ...filters }, page)}`, requestListSchema),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("list.title")}</h1>
        {list.data && <p className={styles.muted}>{t("list.total", { count: list.data.total })}</p>}
      </header>
      <form className={own.filters} role="search" aria-label={t("list.filters")} onSubmit={(e) => e.preventDefault()}>
        <div className={own.filterField}>
          <label htmlFor={`${id}-q`}>{t("list.search")}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filters.q}
            onChange={set("q")}
            placeholder={t("list.searchHint")}
          />
        </div>
        {services && (
          <ServiceSelect
            className={own.filterField}
            services={services}
            label={t("list.service")}
            allLabel={t("list.all")}
            value={filters.serviceId ? Number(filters.serviceId) : null}
            onChange={(serviceId) => set("serviceId")({ target: { value: serviceId?.toString() ?? "" } })}
          />
        )}
        <div className={own.filterField}>
          <label htmlFor={`${id}-status`}>{t("list.state")}</label>
          <select id={`${id}-status`} value={filters.status} onChange={set("status")}>
            <option value="">{t("list.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console:statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-from`}>{t("list.from")}</label>
          <input id={`${id}-from`} type="date" value={filters.from} onChange={set("from")} />
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-to`}>{t("list.to")}</label>
          <input id={`${id}-to`} type="date" value={filters.to} onChange={set("to")} />
        </div>
      </form>
      {list.isError && (
        <p role="alert" className={styles.alert}>
          {t(`console:errors.${errorKeyOf(list.error)}`)}
        </p>
      )}
      {list.isPending && <p className={styles.muted}>{t("console:loading")}</p>}
      {list.data?.requests.length === 0 && <p className={styles.muted}>{t("list.empty")}</p>}
      {!!list.data?.requests.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("list.reference")}</th>
              <th scope="col">{t("list.submitted")}</th>
              <th scope="col">{t("list.service")}</th>
              <th scope="col">{t("list.state")}</th>
              <th scope="col">{t("list.customer")}</th>
              <th scope="col">{t("list.plate")}</th>
              <th scope="col">{t("list.driver")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.requests.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/console/requests/${r.id}`}>{r.externalId}</Link>
                </td>
                <td>{r.submittedAt ? dateTime(r.submittedAt, i18n.language) : "–"}</td>
                <td>{r.serviceName}</td>
                <td>{t(`console:statuses.${r.status}`)}</td>
                <td>
                  {r.contactName ?? "–"}
                  {r.contactPhone && <div className={styles.muted}>{r.contactPhone}</div>}
                </td>
                <td>{r.licensePlate ?? "–"}</td>
                <td>{r.driverName ?? "–"}</td>
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
          label: t("list.pages"),
          previous: t("list.previous"),
          next: t("list.next"),
          position: t("list.page", { page, pages }),
        }}
      />
    </>
  );
}
