import { useTranslation } from "react-i18next";
import styles from "./progress-bar.module.css";

/** 'Step n of total' with a filled bar; `step` counts from 1. */
export function ProgressBar({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation("common");
  const safeTotal = Math.max(1, total);
  const current = Math.min(Math.max(1, step), safeTotal);
  const label = t("common:progress.step", { step: current, total: safeTotal });
  return (
    <div className={styles.wrap}>
      <div className={styles.label} aria-hidden="true">
        {label}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={safeTotal}
        aria-valuenow={current}
      >
        <div className={styles.fill} style={{ width: `${(current / safeTotal) * 100}%` }} />
      </div>
    </div>
  );
}
