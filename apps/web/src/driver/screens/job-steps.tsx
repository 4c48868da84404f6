import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { JobProgressStep } from "@hitch/contract/common/enums";
import { Button } from "../../ui/button.tsx";
import styles from "../driver.module.css";

export type Done = JobProgressStep | "FINISHED";
export type Step = Exclude<JobProgressStep, "ASSIGNED"> | "FINISHED";

/** After a tap, taps are ignored this long: the second tap of a double tap never reaches the next button. */
export const TAP_GUARD_MS = 1_200;

/** The buttons that may come next: after arriving, towing or fixing on site; then finishing. */
function nextSteps(done: Done): Step[] {
  switch (done) {
    case "ASSIGNED":
      return ["ON_THE_WAY"];
    case "ON_THE_WAY":
      return ["ARRIVED"];
    case "ARRIVED":
      return ["TOWING", "FIXED_ON_SITE"];
    case "TOWING":
    case "FIXED_ON_SITE":
      return ["FINISHED"];
    default:
      return [];
  }
}

interface JobStepsProps {
  done: Done;
  onStep: (step: Step) => void;
  /** While the finish waits on the phone: until when it can be undone, and how. */
  undo: { until: number; onUndo: () => void } | null;
}

/**
 * The next status buttons, safe for a thumb: the next button never sits where the last one was (each step
 * takes the other of two rows), a second tap within TAP_GUARD_MS is ignored, and "Finished" asks once more
 * ("Yes, finished" in the other row), then can be undone for a few seconds.
 */
export function JobSteps({ done, onStep, undo }: JobStepsProps) {
  const { t } = useTranslation("driver");
  const [confirming, setConfirming] = useState(false);
  // Buttons that have just appeared (after Accept, after a step) ignore taps too: the last tap's twin stays there.
  const lastTap = useRef(Date.now());
  const guarded = (action: () => void) => () => {
    const now = Date.now();
    if (now - lastTap.current < TAP_GUARD_MS) return;
    lastTap.current = now;
    action();
  };

  if (done === "FINISHED") return undo ? <UndoFinish {...undo} guarded={guarded} /> : null;
  if (confirming) {
    return (
      <div className={styles.steps} role="group" aria-label={t("driver:job.confirmFinish")}>
        <p className={styles.stepsQuestion}>{t("driver:job.confirmFinish")}</p>
        <Button className={styles.rowOne} onClick={guarded(() => onStep("FINISHED"))}>
          {t("driver:job.confirmYes")}
        </Button>
        <Button variant="secondary" className={styles.rowOne} onClick={guarded(() => setConfirming(false))}>
          {t("driver:job.confirmNo")}
        </Button>
      </div>
    );
  }
  const steps = nextSteps(done);
  // Odd steps (on my way, towing or fixed) in the first row, even ones (arrived, finished) in the second.
  const row = steps.includes("ARRIVED") || steps.includes("FINISHED") ? styles.rowTwo : styles.rowOne;
  return (
    <div className={styles.steps}>
      {steps.map((step) => (
        <Button
          key={step}
          className={`${row} ${steps.length === 1 ? styles.wide : ""}`}
          onClick={guarded(() => (step === "FINISHED" ? setConfirming(true) : onStep(step)))}
        >
          {t(`driver:job.buttons.${step}`)}
        </Button>
      ))}
    </div>
  );
}

function UndoFinish({ until, onUndo, guarded }: JobStepsProps["undo"] & { guarded: (a: () => void) => () => void }) {
  const { t } = useTranslation("driver");
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.ceil((until - now) / 1000);
  if (seconds <= 0) return null;
  return (
    <div className={styles.steps}>
      <Button variant="secondary" className={`${styles.rowTwo} ${styles.wide}`} onClick={guarded(onUndo)}>
        {t("driver:job.undoFinish", { seconds })}
      </Button>
    </div>
  );
}
