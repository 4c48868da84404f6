import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UpdateQueue } from "../update-queue.ts";
import styles from "../driver.module.css";

/** Retry what waits even without an "online" event (some networks come back silently). */
const RETRY_MS = 10_000;

/** Says plainly when the phone is offline and how many updates wait on it; sends them when the network returns. */
export function NetworkBanner({ queue }: { queue: UpdateQueue }) {
  const { t } = useTranslation("driver");
  const [online, setOnline] = useState(navigator.onLine);
  const [waiting, setWaiting] = useState(queue.waiting());

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void queue.flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    const unsubscribe = queue.subscribe(setWaiting);
    const retry = setInterval(() => void queue.flush(), RETRY_MS);
    void queue.flush();
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      unsubscribe();
      clearInterval(retry);
    };
  }, [queue]);

  if (online && waiting === 0) return null;
  return (
    <p role="status" className={styles.offline}>
      {online ? t("driver:network.sending", { count: waiting }) : t("driver:network.offline", { count: waiting })}
    </p>
  );
}
