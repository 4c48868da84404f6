import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../ui/routing.tsx";
import type { CaseProgress } from "@hitch/contract/cases/case-progress";
import { errorKey } from "../../api/error-key.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { caseSource } from "./case-target.ts";
import { StepList, useStepText } from "./components/step-list.tsx";
import { WorkshopDetails } from "./components/workshop-details.tsx";
import { useCaseStatus } from "./use-case-status.ts";
import styles from "./case-page.module.css";

/**
 * /cases/status and /cases/progress (one page: the two paths show the same content):
 * registration number, the next step, the nine steps with their times, and the workshop.
 */
export default function CasePage() {
  const { t } = useTranslation("cases");
  const [search] = useSearchParams();
  const claimId = useClaimSession((s) => s.claimId);
  const requestId = useAssistanceSession((s) => s.requestId);
  const [attempt, setAttempt] = useState(0);
  const status = useCaseStatus(caseSource(search, { claimId, requestId }), attempt);

  if (status.state === "loading") return <Spinner holdsFirstPaint />;
  if (status.state === "invalid") {
    return <ErrorScreen message={t(`common:errors.link.${status.msg}`)} hint={t("common:link.callForNewLink")} />;
  }
  if (status.state === "notFound") return <ErrorScreen message={t("cases:notFound")} />;
  if (status.state === "failed") {
    return (
      <ErrorScreen message={t(errorKey(status.error))}>
        <Button variant="secondary" block onClick={() => setAttempt((n) => n + 1)}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  }

  const { progress, service } = status;
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
