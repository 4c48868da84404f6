import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./feedback-form.module.css";

/** Written out so the locale test sees each key. */
const STAR_LABELS = [
  "feedback:stars.1",
  "feedback:stars.2",
  "feedback:stars.3",
  "feedback:stars.4",
  "feedback:stars.5",
] as const;

interface StarRatingProps {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * Five stars as a native radio group: arrow keys move between them, screen readers announce
 * "3 stars, good, 3 of 5", and no script is needed for focus handling.
 */
export function StarRating({ value, onChange, disabled, describedBy }: StarRatingProps) {
  const { t } = useTranslation("feedback");
  const name = useId();
  return (
    <fieldset className={styles.stars} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t("feedback:form.ratingLabel")}</legend>
      <div className={styles.starRow}>
        {STAR_LABELS.map((label, i) => {
          const stars = i + 1;
          return (
            <label key={stars} className={styles.star} data-lit={stars <= value} data-testid={`star-${stars}`}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className={styles.starInput}
                aria-label={t(label)}
              />
              <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          );
        })}
      </div>
      {value > 0 && (
        <p className={styles.starWord} aria-hidden="true">
          {t(STAR_LABELS[value - 1])}
        </p>
      )}
    </fieldset>
  );
}
