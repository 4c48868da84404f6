import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import styles from "./field.module.css";

interface FieldLook {
  label: string;
  /** A translated message shown under the field; marks the field invalid. */
  error?: string | null;
  hint?: string;
}

/** A labelled text input with its error message wired up for screen readers. */
export function TextField({ label, error, hint, id, ...input }: FieldLook & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [error ? `${fieldId}-error` : "", hint ? `${fieldId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input id={fieldId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({ label, error, hint, id, ...area }: FieldLook & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [error ? `${fieldId}-error` : "", hint ? `${fieldId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      {hint && (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea id={fieldId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...area} />
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
