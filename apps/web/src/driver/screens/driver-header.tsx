import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "../../app/language-picker.tsx";
import type { DriverProfile } from "../driver-api.ts";
import styles from "../driver.module.css";

export function DriverHeader({ profile }: { profile: DriverProfile }) {
  const { t } = useTranslation("driver");
  const id = useId();
  const service = profile.invitation?.service;
  return (
    <header className={styles.header}>
      {service?.logo && <img src={service.logo} alt={service.name} className={styles.logo} />}
      <div className={styles.identity}>
        <p className={styles.name}>{profile.fullName}</p>
        <p className={styles.company}>
          {profile.company}
          {profile.shiftPlate ? ` · ${profile.shiftPlate}` : ""}
        </p>
      </div>
      <label htmlFor={id} className="visually-hidden">
        {t("driver:language")}
      </label>
      <LanguagePicker id={id} className={styles.language} />
    </header>
  );
}
