import { useTranslation } from "react-i18next";
import type { ServiceReport } from "@hitch/contract/console/reports";
import { formatDuration } from "./duration.ts";
import own from "./reports.module.css";

/** The period's key figures as text: counts, rates, and the median and 90th percentile of the two waits. */
export function ReportFigures({ report }: { report: ServiceReport }) {
  const { t, i18n } = useTranslation("console-reports");
  const { requests, firstAccept, arrival } = report;
  const percent = (rate: number | null) =>
    rate === null ? "–" : rate.toLocaleString(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const figures = [
    {
      term: t("reports.submitted"),
      value: String(requests.submitted),
      note: t("reports.accepted", { count: requests.accepted }),
    },
    {
      term: t("reports.timedOut"),
      value: percent(requests.timedOutRate),
      note: t("reports.ofRequests", { count: requests.timedOut }),
    },
    {
      term: t("reports.cancelled"),
      value: percent(requests.cancelRate),
      note: t("reports.ofRequests", { count: requests.cancelled }),
    },
    {
      term: t("reports.firstAccept"),
      value: formatDuration(firstAccept.medianSeconds, t),
      note: t("reports.p90", { value: formatDuration(firstAccept.p90Seconds, t), count: firstAccept.count }),
    },
    {
      term: t("reports.arrival"),
      value: formatDuration(arrival.medianSeconds, t),
      note: t("reports.p90", { value: formatDuration(arrival.p90Seconds, t), count: arrival.count }),
    },
  ];
  return (
    <dl className={own.figures}>
      {figures.map((f) => (
        <div key={f.term} className={own.figure}>
          <dt>{f.term}</dt>
          <dd className={own.value}>{f.value}</dd>
          <dd className={own.note}>{f.note}</dd>
        </div>
      ))}
    </dl>
  );
}
