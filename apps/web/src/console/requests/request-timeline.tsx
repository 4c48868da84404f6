import { useTranslation } from "react-i18next";
import type { RequestEvent } from "@hitch/contract/console/request-detail";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import own from "./request-page.module.css";

/** The reason a row carries, in words: a cancel's, a decline's or a closed call-back's. */
function reasonOf(t: (key: string) => string, e: RequestEvent) {
  if (!e.reason) return null;
  if (e.type === "CANCELLED") return t(`cancelReasons.${e.reason}`);
  if (e.type === "DECLINED") return t(`declineReasons.${e.reason}`);
  return null;
}

/** What happened and who did it, oldest first; each row names its actor (the engine's rows say so too). */
export function RequestTimeline({ events }: { events: RequestEvent[] }) {
  const { t, i18n } = useTranslation("console-requests");
  return (
    <section className={styles.card} aria-labelledby="request-timeline">
      <h2 id="request-timeline">{t("console:request.timeline")}</h2>
      <ol className={styles.timeline}>
        {events.map((e, i) => {
          const actor = e.actorName ?? t(`actors.${e.actor}`);
          const closed = e.type === "CALLBACK_CLOSED" && e.reason ? t(`callbackClosed.${e.reason}`) : "";
          const reason = reasonOf(t, e);
          return (
            <li key={i}>
              <time dateTime={e.at}>{dateTime(e.at, i18n.language)}</time>{" "}
              {t(`timeline.${e.type}`, { driver: e.driverName ?? "", actor, wave: e.wave ?? 0, closed })}
              {reason && ` — ${reason}`}
              {e.note && (
                <>
                  {" — "}
                  <q>{e.note}</q>
                </>
              )}
              <span className={own.actor}>
                {t(`actors.${e.actor}`)}
                {e.actorName && ` · ${e.actorName}`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
