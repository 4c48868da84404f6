import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { whenScreenIsUp } from "../ui/prefetch.ts";
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
    // Once the first screen is up, the page loaded and the browser idle: installing precaches the whole app, which
    // must not compete with the first screen (a link's comes long after the page's load event).
    return whenScreenIsUp(() => {
      registerServiceWorker(host, (take) => setActivate(() => take)).catch((error: unknown) =>
        console.warn("service worker not registered", error),
      );
    });
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
