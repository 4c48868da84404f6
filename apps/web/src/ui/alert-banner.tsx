import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CloseIcon } from "./icons.tsx";
import styles from "./alert-banner.module.css";

/** An error announced to screen readers at once; with `onDismiss` it has a close button. */
export function AlertBanner({ children, onDismiss }: { children: ReactNode; onDismiss?: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div role="alert" className={styles.alert}>
      <span className={styles.icon}>
        <AlertIcon size={22} />
      </span>
      <p className={styles.text}>{children}</p>
      {onDismiss && (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={t("common:actions.close")}>
          <CloseIcon size={20} />
        </button>
      )}
    </div>
  );
}
