import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf } from "../api.ts";
import { ReportCharts } from "./report-charts.tsx";
import { ReportFigures } from "./report-figures.tsx";
import { dayBefore } from "./period.ts";
import { reportCsvUrl, useReport, type ReportFilter } from "./use-report.ts";
import styles from "../console.module.css";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "./reports.module.css";

/** One service's figures for a period (the last 30 days at first), as text, charts and a CSV download. */
export default function ReportPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation(["console-reports", "console"]);
  const id = useId();
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    serviceId: services[0]?.id ?? 0,
    from: dayBefore(29),
    to: dayBefore(0),
  }));
  const valid = filter.serviceId > 0 && !!filter.from && !!filter.to && filter.from <= filter.to;
  const report = useReport(filter, valid);

  if (services.length === 0) return <p className={styles.muted}>{t("reports.noServices")}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("reports.title")}</h1>
        <div className={own.filters}>
          <ServiceSelect
            className=""
            services={services}
            label={t("reports.service")}
            value={filter.serviceId}
            onChange={(serviceId) => serviceId !== null && setFilter({ ...filter, serviceId })}
          />
          <div>
            <label htmlFor={`${id}-from`}>{t("reports.from")}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={filter.from}
              max={filter.to}
              onChange={(e) => setFilter({ ...filter, from: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`}>{t("reports.to")}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={filter.to}
              min={filter.from}
              onChange={(e) => setFilter({ ...filter, to: e.target.value })}
            />
          </div>
          {valid && (
            <a className={own.download} href={reportCsvUrl(filter)} download>
              {t("reports.downloadCsv")}
            </a>
          )}
        </div>
      </header>
      {!valid && (
        <p role="alert" className={styles.alert}>
          {t("reports.periodInvalid")}
        </p>
      )}
      {valid && report.isError && (
        <p role="alert" className={styles.alert}>
          {report.error instanceof ApiError && report.error.code === "VALIDATION_FAILED"
            ? t("reports.periodInvalid")
            : t(`console:errors.${errorKeyOf(report.error)}`)}
        </p>
      )}
      {valid && report.data && (
        <>
          <ReportFigures report={report.data} />
          <ReportCharts report={report.data} />
        </>
      )}
    </>
  );
}
