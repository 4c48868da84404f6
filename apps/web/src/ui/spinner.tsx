import { useTranslation } from "react-i18next";
import { useFirstPaintHold } from "./first-paint-hold.ts";
import styles from "./spinner.module.css";

/**
 * A busy indicator announced to screen readers; `label` defaults to 'Loading…'. `holdsFirstPaint`: the screen is
 * only this wait, so the server's frame of the first screen stays up meanwhile (ui/first-paint-hold.ts).
 */
export function Spinner({
  label,
  small,
  holdsFirstPaint,
}: {
  label?: string;
  small?: boolean;
  holdsFirstPaint?: boolean;
}) {
  const { t } = useTranslation("common");
  useFirstPaintHold(holdsFirstPaint === true);
  const text = label ?? t("common:loading");
  if (small) return <span role="status" aria-label={text} className={`${styles.spinner} ${styles.small}`} />;
  return (
    <div role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}

/** A spinner that needs no translations: the fallback while the first locale file loads. */
export function BareSpinner() {
  return (
    <div role="status" aria-busy="true" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
