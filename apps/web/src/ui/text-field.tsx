import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import styles from "./field.module.css";

interface FieldLook {
  label: string;
  /** A translated message shown under the field; marks the field invalid. */
  error?: string | null;
  hint?: string;
}

/** A labelled text input with its error message wired up for screen readers. */
export function TextField({ label, error, hint, id, ...input }: FieldLook & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...control} {...input} />}
    </LabelledField>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...area
}: FieldLook & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id}>
      {(control) => <textarea {...control} {...area} />}
    </LabelledField>
  );
}

interface ControlProps {
  id: string;
  className: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Label, hint and error around one control, which gets the id and aria attributes tying them together. */
function LabelledField({
  label,
  error,
  hint,
  id,
  children,
}: FieldLook & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described =
    [error ? `${fieldId}-error` : "", hint ? `${fieldId}-hint` : ""].filter(Boolean).join(" ") || undefined;
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
      {children({
        id: fieldId,
        className: styles.input,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described,
      })}
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
