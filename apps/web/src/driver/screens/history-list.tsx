import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { todaysHistory, type DriverHistory } from "../driver-api.ts";
import styles from "../driver.module.css";

// 24-hour times in the app's language, as the Baltic countries write them.
const time = (instant: string, language: string) =>
  new Date(instant).toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Today's jobs with their times (and a finished job's customer to call back), read again whenever the job changes. */
export function HistoryList({ refreshKey }: { refreshKey: number }) {
  const { t, i18n } = useTranslation("driver");
  const language = i18n.resolvedLanguage ?? "en";
  const [jobs, setJobs] = useState<DriverHistory>([]);
  useEffect(() => {
    todaysHistory().then(setJobs, () => undefined);
  }, [refreshKey]);

  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.subtitle}>
        {t("driver:history.title")}
      </h2>
      {jobs.length === 0 ? (
        <p className={styles.quiet}>{t("driver:history.none")}</p>
      ) : (
        <ul className={styles.history}>
          {jobs.map((job) => (
            <li key={`${job.assistanceRequestId}-${job.assignedAt}`}>
              <span>
                {time(job.assignedAt, language)}
                {job.endedAt ? `–${time(job.endedAt, language)}` : ""}
              </span>
              <span>{job.address ?? `#${job.assistanceRequestId}`}</span>
              <span className={styles.quiet}>
                {job.endedAt ? t(`driver:history.ended.${job.endReason ?? "FINISHED"}`) : t("driver:history.active")}
              </span>
              {job.customerPhone && (
                <a className={styles.historyCall} href={`tel:${job.customerPhone}`}>
                  {t("driver:job.call", { phone: job.customerPhone })}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
