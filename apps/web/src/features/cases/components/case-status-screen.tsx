import { useTranslation } from "react-i18next";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { StepList, useStepText } from "./step-list.tsx";
import { WorkshopDetails } from "./workshop-details.tsx";
import styles from "../case-page.module.css";

/**
 * The case once loaded: registration number, the next step, the nine steps with their times, the workshop and
 * the service's direct line. From its props alone, so the server's page can show it before the app runs.
 */
export function CaseStatusScreen({ progress, service }: { progress: CaseProgress; service: ServiceDetails | null }) {
  const { t } = useTranslation("cases");
  const doneCount = progress.progress.filter((s) => s.completedTimeMs !== null).length;
  return (
    <section aria-labelledby="case-title" className={styles.page}>
      <h1 id="case-title">{t("cases:title")}</h1>
      {progress.licensePlate && (
        <p className={styles.plateRow}>
          <span className={styles.muted}>{t("cases:registrationNumber")}</span>
          <span className={styles.plate} data-testid="case-plate">
            {progress.licensePlate}
          </span>
        </p>
      )}
      <NextStep progress={progress} />
      <section className={styles.card} aria-labelledby="case-progress-title">
        <h2 id="case-progress-title" className={styles.cardTitle}>
          {t("cases:progress.title")}
        </h2>
        <p className={styles.muted}>{t("cases:progress.count", { done: doneCount, total: progress.totalSteps })}</p>
        <StepList steps={progress.progress} nextId={progress.nextStep?.id ?? null} />
      </section>
      <WorkshopDetails workshop={progress.workshop} />
      {service?.serviceDirectContact && (
        <p className={styles.contact}>
          {t("cases:questions")}{" "}
          <a href={`tel:${service.serviceDirectContact.replace(/[^\d+]/g, "")}`}>{service.serviceDirectContact}</a>
        </p>
      )}
    </section>
  );
}

function NextStep({ progress }: { progress: CaseProgress }) {
  const { t } = useTranslation("cases");
  const text = useStepText();
  if (!progress.nextStep) {
    return (
      <div className={styles.next} data-testid="case-next-step">
        <p className={styles.nextLabel}>{t("cases:next.label")}</p>
        <p className={styles.nextName}>{t("cases:next.finished")}</p>
      </div>
    );
  }
  const { name, time } = text(progress.nextStep);
  return (
    <div className={styles.next} data-testid="case-next-step">
      <p className={styles.nextLabel}>{t("cases:next.label")}</p>
      <p className={styles.nextName}>{name}</p>
      {time && <p className={styles.nextTime}>{time}</p>}
    </div>
  );
}
