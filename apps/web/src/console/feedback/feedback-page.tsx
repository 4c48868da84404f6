import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { errorKeyOf } from "../api.ts";
import { FeedbackTable } from "./feedback-table.tsx";
import { FeedbackTrend } from "./feedback-trend.tsx";
import { ServiceRatings } from "./service-ratings.tsx";
import { feedbackCsvUrl, useFeedbackPage, useFeedbackSummary, type FeedbackFilter } from "./use-feedback.ts";
import styles from "../console.module.css";
import { ServiceSelect } from "../shell/service-select.tsx";
import own from "./feedback.module.css";

/** Customers' ratings: per service average and spread, the weekly trend, and the comments a page at a time. */
export default function FeedbackPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation(["console-reports", "console"]);
  const id = useId();
  const [filter, setFilter] = useState<FeedbackFilter>({ serviceId: null, stars: null });
  const [page, setPage] = useState(1);
  const summary = useFeedbackSummary(filter.serviceId);
  const list = useFeedbackPage(filter, page);
  const change = (next: Partial<FeedbackFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const failed = summary.error ?? list.error;

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("feedback.title")}</h1>
        <div className={own.filters}>
          <ServiceSelect
            className=""
            services={services}
            label={t("feedback.service")}
            allLabel={t("feedback.allServices")}
            value={filter.serviceId}
            onChange={(serviceId) => change({ serviceId })}
          />
          <div>
            <label htmlFor={`${id}-stars`}>{t("feedback.rating")}</label>
            <select
              id={`${id}-stars`}
              value={filter.stars ?? ""}
              onChange={(e) => change({ stars: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{t("feedback.allRatings")}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {t("feedback.starsLabel", { count: stars })}
                </option>
              ))}
            </select>
          </div>
          <a className={own.download} href={feedbackCsvUrl(filter)} download>
            {t("feedback.downloadCsv")}
          </a>
        </div>
      </header>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t(`console:errors.${errorKeyOf(failed)}`)}
        </p>
      )}
      <section className={own.section} aria-labelledby={`${id}-services`}>
        <h2 id={`${id}-services`} className={styles.sectionTitle}>
          {t("feedback.perService")}
        </h2>
        {summary.data && summary.data.services.length === 0 && <p className={styles.muted}>{t("feedback.empty")}</p>}
        {summary.data && <ServiceRatings services={summary.data.services} />}
      </section>
      <section className={own.section} aria-labelledby={`${id}-trend`}>
        <h2 id={`${id}-trend`} className={styles.sectionTitle}>
          {t("feedback.trendTitle")}
        </h2>
        {summary.data && <FeedbackTrend weekly={summary.data.weekly} />}
      </section>
      <section className={own.section} aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className={styles.sectionTitle}>
          {t("feedback.ratings")}
        </h2>
        {list.data && <FeedbackTable page={list.data} onPage={setPage} />}
      </section>
    </>
  );
}
