import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { currentLanguage, isLanguage, setLanguage } from "../../app/i18n.ts";
import { NATIVE_NAMES } from "../../app/language-names.ts";
import type { DriverProfile } from "../driver-api.ts";
import styles from "../driver.module.css";

export function DriverHeader({ profile }: { profile: DriverProfile }) {
  const { t } = useTranslation("driver");
  const id = useId();
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.name}>{profile.fullName}</p>
        <p className={styles.company}>
          {profile.company}
          {profile.shiftPlate ? ` · ${profile.shiftPlate}` : ""}
        </p>
      </div>
      <label htmlFor={id} className="visually-hidden">
        {t("driver:language")}
      </label>
      <select
        id={id}
        className={styles.language}
        value={currentLanguage()}
        onChange={(e) => isLanguage(e.target.value) && void setLanguage(e.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </header>
  );
}
