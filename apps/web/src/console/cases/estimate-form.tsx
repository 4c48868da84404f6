import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SetCaseEstimateRequest } from "@hitch/contract/admin/cases";
import type { CaseStep } from "@hitch/contract/common/enums";
import styles from "../console.module.css";
import own from "../claims/claims.module.css";

/** Sets (or clears) a step's estimate: a day, or a day and a time in the operator's time zone. */
export function EstimateForm({
  steps,
  busy,
  onSubmit,
}: {
  steps: CaseStep[];
  busy: boolean;
  onSubmit: (step: CaseStep, body: SetCaseEstimateRequest) => void;
}) {
  const { t } = useTranslation("console-claims");
  const id = useId();
  const [step, setStep] = useState<CaseStep | "">("");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const chosen = step || steps[0];
  if (!chosen) return null;

  const submit = (clear: boolean) => {
    if (clear) return onSubmit(chosen, { estimationType: "NONE" });
    if (!day) return;
    onSubmit(
      chosen,
      time
        ? { estimationType: "TIMESTAMP", estimatedTime: new Date(`${day}T${time}`).toISOString() }
        : { estimationType: "DATE", estimatedDate: day },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("case.estimate")}</h2>
      <form
        className={own.inline}
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <div className={own.filterField}>
          <label htmlFor={`${id}-step`}>{t("case.step")}</label>
          <select id={`${id}-step`} value={chosen} onChange={(e) => setStep(e.target.value as CaseStep)}>
            {steps.map((s) => (
              <option key={s} value={s}>
                {t(`steps.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-day`}>{t("case.day")}</label>
          <input id={`${id}-day`} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <div className={own.filterField}>
          <label htmlFor={`${id}-time`}>{t("case.time")}</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {t("case.setEstimate")}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => submit(true)}>
          {t("case.clearEstimate")}
        </button>
      </form>
    </section>
  );
}
