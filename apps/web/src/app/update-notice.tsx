import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { browserHost, registerServiceWorker, type Activate } from "./service-worker.ts";
import styles from "./update-notice.module.css";

/** The service worker waits in 'prompt' mode; this notice lets the user take the new version. */
export function UpdateNotice() {
  const { t } = useTranslation("common");
  const [activate, setActivate] = useState<Activate | null>(null);

  useEffect(() => {
    const host = browserHost();
    // The dev server has no service worker; a failed registration only costs offline use.
    if (!host || !import.meta.env.PROD) return;
    const start = () =>
      registerServiceWorker(host, (take) => setActivate(() => take)).catch((error: unknown) =>
        console.warn("service worker not registered", error),
      );
    // After the page has loaded: installing precaches the app, which must not compete with the first screen.
    if (document.readyState === "complete") void start();
    else window.addEventListener("load", () => void start(), { once: true });
  }, []);

  if (!activate) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>{t("common:update.available")}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.later} onClick={() => setActivate(null)}>
          {t("common:update.later")}
        </button>
        <Button onClick={activate}>{t("common:update.refresh")}</Button>
      </div>
    </div>
  );
}
