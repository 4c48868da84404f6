import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { useRinging } from "../offer-alert.ts";
import styles from "../driver.module.css";

import type { JOB_ENDINGS } from "../driver-texts.ts";

/** Why a job left this phone without the driver finishing it. */
export type JobEnding = (typeof JOB_ENDINGS)[number];

/**
 * The whole screen says that the job is gone (cancelled, given to another driver by dispatch, or taken over
 * by the colleague this driver asked), and rings until the driver dismisses it: a driver on the way must
 * not keep driving to a customer who no longer waits.
 */
export function JobEndedNotice({ ending, onDismiss }: { ending: JobEnding; onDismiss: () => void }) {
  const { t } = useTranslation("driver");
  const dialog = useRef<HTMLDivElement>(null);
  useRinging(ending);
  // The only thing to do here is to dismiss it: the focus goes there (the button is Button's own element).
  useEffect(() => {
    dialog.current?.querySelector("button")?.focus();
  }, []);

  return (
    <div
      ref={dialog}
      className={styles.endedNotice}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="job-ended-title"
      aria-describedby="job-ended-text"
    >
      <h1 id="job-ended-title" className={styles.endedTitle}>
        {t(`driver:ended.${ending}.title`)}
      </h1>
      <p id="job-ended-text" className={styles.endedText}>
        {t(`driver:ended.${ending}.text`)}
      </p>
      <Button block onClick={onDismiss}>
        {t("driver:ended.dismiss")}
      </Button>
    </div>
  );
}
