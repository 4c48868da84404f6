import { useTranslation } from "react-i18next";
import { errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import { useDriverSessions, useRevokeSession } from "./use-fleet.ts";
import styles from "../console.module.css";

/** The phones signed in as the driver; ending one stops that phone's app at its next call. */
export function DriverSessions({ driverId }: { driverId: number }) {
  const { t, i18n } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const sessions = useDriverSessions(driverId);
  const revoke = useRevokeSession(driverId);
  const active = (sessions.data ?? []).filter((s) => s.active);
  return (
    <section aria-labelledby={`sessions-${driverId}`}>
      <h3 id={`sessions-${driverId}`} className={styles.sectionTitle}>
        {t("sessions.title")}
      </h3>
      {active.length === 0 && !sessions.isPending && <p className={styles.muted}>{t("sessions.none")}</p>}
      <ul className={styles.cards}>
        {active.map((s) => (
          <li key={s.id} className={styles.inlineForm}>
            <span>
              {s.device ?? t("sessions.unknownDevice")}
              <br />
              <span className={styles.muted}>
                {t("sessions.since", { time: dateTime(s.createdAt, i18n.language) })} ·{" "}
                {t("sessions.seen", { time: dateTime(s.lastSeenAt, i18n.language) })}
              </span>
            </span>
            <button
              type="button"
              className={styles.danger}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(s.id)}
            >
              {t("sessions.revoke")}
            </button>
          </li>
        ))}
      </ul>
      {(revoke.isError || sessions.isError) && (
        <p role="alert" className={styles.alert}>
          {tc(`errors.${errorKeyOf(revoke.error ?? sessions.error)}`)}
        </p>
      )}
    </section>
  );
}
