import { useTranslation } from "react-i18next";
import type { FeedbackSummary } from "@hitch/contract/console/feedback";
import { ChartFigure } from "../charts/chart-figure.tsx";
import { HorizontalBarChart } from "../charts/horizontal-bar-chart.tsx";
import styles from "./feedback.module.css";

/** Each service's average rating, answer count and how the stars are spread (five stars first). */
export function ServiceRatings({ services }: { services: FeedbackSummary["services"] }) {
  const { t, i18n } = useTranslation("console-reports");
  const average = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ul className={styles.serviceCards}>
      {services.map((s) => {
        const rows = [5, 4, 3, 2, 1].map((stars) => ({
          label: t("feedback.starsLabel", { count: stars }),
          value: s.distribution[stars - 1],
        }));
        return (
          <li key={s.serviceId} className={styles.serviceCard}>
            <h3>{s.serviceName}</h3>
            <p className={styles.average}>
              {s.average === null ? "–" : t("feedback.averageOf", { average: average(s.average) })}
              <span>{t("feedback.answers", { count: s.count })}</span>
            </p>
            <ChartFigure
              caption={t("feedback.distribution")}
              columns={[t("feedback.rating"), t("feedback.count")]}
              rows={rows}
            >
              {(width) => <HorizontalBarChart rows={rows} width={width} />}
            </ChartFigure>
          </li>
        );
      })}
    </ul>
  );
}
