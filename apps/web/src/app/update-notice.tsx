import { useTranslation } from "react-i18next";
import { useRegisterSW } from "virtual:pwa-register/react";
import { Button } from "../ui/button.tsx";
import styles from "./update-notice.module.css";

/** How often an open page asks the server whether a new version was deployed (spec: 60000 ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** The service worker waits in 'prompt' mode; this notice lets the user take the new version. */
export function UpdateNotice() {
  const { t } = useTranslation("common");
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>{t("common:update.available")}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.later} onClick={() => setNeedRefresh(false)}>
          {t("common:update.later")}
        </button>
        <Button onClick={() => void updateServiceWorker(true)}>{t("common:update.refresh")}</Button>
      </div>
    </div>
  );
}
