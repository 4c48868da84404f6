import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from "@hitch/contract/common/enum-values";
import { splitInternationalPhone } from "@hitch/contract/common/phone-number";
import styles from "./field.module.css";

interface PhoneFieldProps {
  label: string;
  prefix: string;
  number: string;
  onPrefixChange: (prefix: string) => void;
  /** Receives the typed number's digits, and the country code when the number carried one (then left out of it). */
  onNumberChange: (number: string, prefix?: string) => void;
  onBlur?: () => void;
  /** A translated message shown under the field. */
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

/**
 * A phone number with its country-code dropdown (EE +372 first, then LV, LT, FI, SE, NO, PL; the
 * form chooses the default). The number is kept to digits, since the prefix carries the '+'; a number
 * pasted or typed with its country code ('+371 2000 0000') moves that code into the dropdown.
 */
export function PhoneField({
  label,
  prefix,
  number,
  onPrefixChange,
  onNumberChange,
  onBlur,
  error,
  disabled,
  name,
}: PhoneFieldProps) {
  const { t } = useTranslation("common");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <select
          className={styles.prefix}
          aria-label={t("common:ui.phone.countryCode")}
          value={prefix || DEFAULT_PHONE_PREFIX}
          onChange={(e) => onPrefixChange(e.target.value)}
          disabled={disabled}
        >
          {PHONE_PREFIXES.map(({ country, prefix: value }) => (
            <option key={country} value={value}>
              {country} {value}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => {
            const international = splitInternationalPhone(e.target.value);
            if (international) onNumberChange(international.number, international.prefix);
            else onNumberChange(e.target.value.replace(/\D/g, ""));
          }}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
