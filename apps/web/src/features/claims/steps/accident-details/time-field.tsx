import { useId } from "react";
import { useTranslation } from "react-i18next";
import { composeTime } from "@hitch/contract/common/accident-date";
import fieldStyles from "../../../../ui/field.module.css";
import styles from "./accident-details-step.module.css";

const HOURS = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, "0"));
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));

interface TimeFieldProps {
  /** 'HH:mm' or '' */
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * A 24 h time as two native selects (phones show their own wheel, screen readers a plain list).
 * Choosing only one part sets the other to 00; choosing the HH or MM header (in the reader's letters) clears the time.
 */
export function TimeField({ value, onChange, error }: TimeFieldProps) {
  const { t } = useTranslation("claims");
  const id = useId();
  const [hours, minutes] = value ? value.split(":") : ["", ""];

  function change(part: "hours" | "minutes", chosen: string) {
    if (chosen === "") return onChange("");
    onChange(part === "hours" ? composeTime(chosen, minutes || null) : composeTime(hours || null, chosen));
  }

  return (
    <fieldset
      className={styles.timeGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={fieldStyles.label}>{t("claims:accident.time")}</legend>
      <div className={styles.timeRow}>
        <select
          name="accidentHours"
          className={fieldStyles.input}
          aria-label={t("claims:accident.hours")}
          value={hours}
          onChange={(e) => change("hours", e.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">{t("claims:accident.hoursPlaceholder")}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.timeColon}>
          :
        </span>
        <select
          name="accidentMinutes"
          className={fieldStyles.input}
          aria-label={t("claims:accident.minutes")}
          value={minutes}
          onChange={(e) => change("minutes", e.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">{t("claims:accident.minutesPlaceholder")}</option>
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
