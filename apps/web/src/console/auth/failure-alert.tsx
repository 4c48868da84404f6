import { useTranslation } from "react-i18next";
import type { ConsoleErrorKey } from "../api.ts";
import styles from "../console.module.css";

/** A sign-in form's failure, announced as it appears; nothing while there is none. */
export function FailureAlert({ failure }: { failure: ConsoleErrorKey | null | undefined }) {
  const { t } = useTranslation("console");
  if (!failure) return null;
  return (
    <p role="alert" className={styles.alert}>
      {t(`errors.${failure}`)}
    </p>
  );
}
