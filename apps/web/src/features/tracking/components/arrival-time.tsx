import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockTime, minutesLeft } from "../arrival.ts";
import { serverNow } from "../server-clock.ts";
import styles from "../tracking.module.css";

// Minutes are all it shows: a new reading twice a minute is enough, and nothing jumps every second.
const REFRESH_MS = 30_000;

/** When the truck arrives: "at about 14:35" on the service's clock, and "in 12 min" (server clock). */
export function ArrivalTime({ arrival, timeZone }: { arrival: number; timeZone: string | null }) {
  const { t, i18n } = useTranslation("tracking");
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const minutes = minutesLeft(arrival, now);
  const time = clockTime(arrival, i18n.language, timeZone);
  return (
    <p className={styles.eta} data-testid="arrival">
      <span className={styles.etaLabel}>{t("tracking:waiting.arrives")}</span>
      <span className={styles.etaValue}>{time}</span>
      <span className={styles.etaMinutes}>
        {minutes > 0 ? t("tracking:waiting.inMinutes", { minutes }) : t("tracking:waiting.due")}
      </span>
    </p>
  );
}
