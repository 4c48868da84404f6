import { useTranslation } from "react-i18next";
import type { FeedbackSummary } from "@hitch/contract/console/feedback";
import { ChartFigure } from "../charts/chart-figure.tsx";
import { ColumnChart } from "../charts/column-chart.tsx";
import { shortDay } from "../reports/period.ts";

/** Answers per week as columns and their average as a line on a 0–5 scale. */
export function FeedbackTrend({ weekly }: { weekly: FeedbackSummary["weekly"] }) {
  const { t, i18n } = useTranslation("console-reports");
  const rows = weekly.map((w) => ({
    label: t("feedback.weekOf", { day: shortDay(w.weekStart, i18n.language) }),
    value: w.count,
    line: w.average,
  }));
  const tickRows = rows.map((r, i) => ({ ...r, label: shortDay(weekly[i].weekStart, i18n.language) }));
  const average = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <ChartFigure
      caption={t("feedback.trend")}
      columns={[t("feedback.week"), t("feedback.count"), t("feedback.average")]}
      rows={rows}
      formatLine={average}
    >
      {(width) => <ColumnChart rows={tickRows} width={width} lineMax={5} />}
    </ChartFigure>
  );
}
