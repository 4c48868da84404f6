import { useId, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import styles from "../console.module.css";

/** The contract's validation messages the console's forms can show (`console:validation.<key>`). */
export const CONSOLE_VALIDATION_KEYS = [
  "emailInvalid",
  "requiredField",
  "codeSixDigits",
  "backupCodeFormat",
  "phoneRequired",
  "phoneDigits",
  "plateRequired",
  "plateAlphanumeric",
  "plateLength",
  "textTooLong",
  "passwordTooShort",
  "serviceName",
  "serviceTaken",
  "colorInvalid",
] as const;

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A contract message key, e.g. `validation.emailInvalid`. */
  error?: string;
}

/** A labelled input with its validation message, tied together for screen readers. */
export function FormField({ label, error, ...input }: FormFieldProps) {
  const { t } = useTranslation("console");
  const id = useId();
  const key = error?.replace(/^validation\./, "");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {key && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(`validation.${key}`)}
        </p>
      )}
    </div>
  );
}
