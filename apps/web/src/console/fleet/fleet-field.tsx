import { useId, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import styles from "./fleet.module.css";

/** The contract's validation messages the fleet forms show (`console-fleet:validation.<key>`). */
export const FLEET_VALIDATION_KEYS = [
  "requiredField",
  "textTooLong",
  "locationRequired",
  "phoneRequired",
  "phoneDigits",
  "incidentTypesRequired",
  "yearInvalid",
  "yearRange",
  "plateRequired",
  "plateAlphanumeric",
  "plateLength",
  "invalid",
] as const;

/** A contract message (`validation.phoneDigits`) as a key of ours; a message we do not know reads 'invalid'. */
export function validationKey(message: string | undefined) {
  if (!message) return undefined;
  const key = message.replace(/^validation\./, "");
  return (FLEET_VALIDATION_KEYS as readonly string[]).includes(key) ? key : "invalid";
}

interface FleetFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The contract's message for the value, shown translated under the input. */
  error?: string;
}

/** A labelled input with its validation message, tied together for screen readers. */
export function FleetField({ label, error, ...input }: FleetFieldProps) {
  const { t } = useTranslation("console-fleet");
  const id = useId();
  const key = validationKey(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={!!key} aria-describedby={key ? `${id}-error` : undefined} {...input} />
      {key && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(`validation.${key}`)}
        </p>
      )}
    </div>
  );
}
