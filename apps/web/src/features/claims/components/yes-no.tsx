import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./yes-no.module.css";

interface YesNoProps {
  question: string;
  name: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  /** A translated message; marks the question invalid. */
  error?: string | null;
  disabled?: boolean;
}

/** A yes/no question as two large radio buttons. */
export function YesNo({ question, name, value, onChange, error, disabled }: YesNoProps) {
  const { t } = useTranslation("claims");
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.question}>{question}</legend>
      <div className={styles.options}>
        {([true, false] as const).map((option) => (
          <label key={String(option)} className={styles.option} data-checked={value === option}>
            <input type="radio" name={name} value={option ? "yes" : "no"} checked={value === option} onChange={() => onChange(option)} />
            {option ? t("claims:yes") : t("claims:no")}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
