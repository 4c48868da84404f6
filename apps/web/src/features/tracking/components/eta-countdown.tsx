import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCountdown, secondsLeft } from "../arrival.ts";
import { serverNow } from "../server-clock.ts";
import styles from "../tracking.module.css";

/** Minutes and seconds until `arrival` (epoch ms, server clock), ticking every second. */
export function EtaCountdown({ arrival }: { arrival: number }) {
  const { t } = useTranslation("tracking");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(arrival, now);
  return (
    <div className={styles.eta}>
      <span className={styles.etaLabel}>{t("tracking:waiting.arrivesIn")}</span>
      {/* role=timer is not announced on every tick; the label gives the value in words. */}
      <span
        role="timer"
        className={styles.etaValue}
        aria-label={t("tracking:waiting.countdownLabel", { minutes: Math.floor(left / 60), seconds: left % 60 })}
        data-testid="eta-countdown"
      >
        {formatCountdown(left)}
      </span>
      {left === 0 && <span className={styles.muted}>{t("tracking:waiting.due")}</span>}
    </div>
  );
}
