import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { TERMS_OPEN_HASH } from "../../../widgets/legal/terms-modal.tsx";
import styles from "./agreement-field.module.css";

interface AgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  disabled?: boolean;
}

/** 'I agree with the terms and privacy policy', the link opening the terms modal by its hash. */
export function AgreementField({ checked, onChange, error, disabled }: AgreementProps) {
  const { t } = useTranslation("assistance");
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated link text inside */}
          <Trans t={t} i18nKey="assistance:details.agreement" components={{ terms: <a href={TERMS_OPEN_HASH} /> }} />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
