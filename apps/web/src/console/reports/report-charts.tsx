import { useTranslation } from "react-i18next";
import { CLAIM_INCIDENT_TYPES } from "@hitch/contract/common/enum-values";
import type { ServiceReport } from "@hitch/contract/console/reports";
import { ChartFigure } from "../charts/chart-figure.tsx";
import { ColumnChart } from "../charts/column-chart.tsx";
import { HorizontalBarChart } from "../charts/horizontal-bar-chart.tsx";
import { shortDay } from "./period.ts";
import own from "./reports.module.css";

/** The incident types the claims chart names, and NONE for a claim filed without one. */
export const INCIDENT_TYPE_KEYS = [...CLAIM_INCIDENT_TYPES, "NONE"] as const;

/** Requests per day, and the period's claims by incident type. */
export function ReportCharts({ report }: { report: ServiceReport }) {
  const { t, i18n } = useTranslation("console-reports");
  const days = report.daily.map((d) => ({ label: shortDay(d.day, i18n.language), value: d.submitted }));
  const claims = report.claimsByIncidentType.map((c) => ({
    label: t(`incidentTypes.${c.incidentType ?? "NONE"}`),
    value: c.count,
  }));
  return (
    <div className={own.charts}>
      <ChartFigure caption={t("reports.perDay")} columns={[t("reports.day"), t("reports.requests")]} rows={days}>
        {(width) => <ColumnChart rows={days} width={width} />}
      </ChartFigure>
      {claims.length ? (
        <ChartFigure
          caption={t("reports.claimsByType")}
          columns={[t("reports.incidentType"), t("reports.claims")]}
          rows={claims}
        >
          {(width) => <HorizontalBarChart rows={claims} width={width} />}
        </ChartFigure>
      ) : (
        <p className={own.none}>{t("reports.noClaims")}</p>
      )}
    </div>
  );
}
