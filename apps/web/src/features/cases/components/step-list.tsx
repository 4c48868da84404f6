import { useTranslation } from "react-i18next";
import type { CaseProgressStep } from "@hitch/contract/cases/case-progress";
import { formatStepTime, STEP_TEXT } from "../step-text.ts";
import styles from "../case-page.module.css";

/** A step's wording (done or in progress) and its completed or estimated time, if any. */
export function useStepText() {
  const { t, i18n } = useTranslation("cases");
  return (step: CaseProgressStep) => {
    const done = step.completedTimeMs !== null;
    const time = formatStepTime(done ? step.completedTimeMs : step.estimatedTimeMs, step.estimationType, i18n.language);
    return {
      done,
      name: t(done ? STEP_TEXT[step.caseStepId].done : STEP_TEXT[step.caseStepId].inProgress),
      time: time && (done ? t("cases:time.completed", { time }) : t("cases:time.estimated", { time })),
    };
  };
}

/** The nine steps in order: done ones ticked, the next one highlighted, later ones waiting. */
export function StepList({ steps, nextId }: { steps: CaseProgressStep[]; nextId: number | null }) {
  const { t } = useTranslation("cases");
  const text = useStepText();
  return (
    <ol className={styles.steps} aria-label={t("cases:progress.listLabel")}>
      {steps.map((step, i) => {
        const { done, name, time } = text(step);
        const isNext = step.id === nextId;
        const state = done ? "done" : isNext ? "next" : "waiting";
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            data-step={step.caseStepId}
            aria-current={isNext ? "step" : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {done ? "✓" : i + 1}
            </span>
            <span className={styles.stepBody}>
              <span className={styles.stepName}>{name}</span>
              <span className="visually-hidden">
                {t(
                  done
                    ? "cases:progress.stateDone"
                    : isNext
                      ? "cases:progress.stateNext"
                      : "cases:progress.stateWaiting",
                )}
              </span>
              {time && <span className={styles.stepTime}>{time}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
