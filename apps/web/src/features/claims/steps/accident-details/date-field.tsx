import { useId, useRef } from "react";
import { formatAccidentDate } from "@hitch/contract/common/accident-date";
import { useTranslation } from "react-i18next";
import fieldStyles from "../../../../ui/field.module.css";
import { fromIsoDate, maskDate, toIsoDate } from "./accident-form.ts";
import { openAccidentCalendar } from "./calendar-picker.ts";
import styles from "./accident-details-step.module.css";

interface DateFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * The accident date typed as dd/MM/yyyy, or picked from the phone's own calendar, which offers no
 * day after today. The typed text is checked by the form schema (future dates refused there too).
 */
export function DateField({ value, onChange, error }: DateFieldProps) {
  const { t } = useTranslation("claims");
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t("claims:accident.date")}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t("claims:accident.dateHint")}
      </p>
      <div className={styles.dateRow}>
        <input
          id={id}
          name="accidentDate"
          className={fieldStyles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(maskDate(e.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        />
        <button
          type="button"
          className={styles.calendarButton}
          onClick={() => picker.current && openAccidentCalendar(picker.current)}
          aria-label={t("claims:accident.openCalendar")}
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          className={styles.nativePicker}
          // Today as drawn; opening the calendar reads it again (a form left open past midnight).
          max={toIsoDate(formatAccidentDate(new Date()))}
          value={toIsoDate(value)}
          onChange={(e) => onChange(fromIsoDate(e.target.value))}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
