import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import type { DriverProfile } from "../driver-api.ts";
import type { PushState } from "../push-notifications.ts";
import type { LocationState } from "../use-position.ts";
import styles from "../driver.module.css";

interface DutyCardProps {
  profile: DriverProfile;
  location: LocationState;
  /** Whether offers reach this phone with the screen locked. */
  push: PushState;
  error: string | null;
  onChange: (onDuty: boolean, plate?: string) => Promise<void>;
  onAllowPush: () => void;
}

/** On or off duty, with the truck's plate for the shift; on duty, whether the phone shares its position. */
export function DutyCard({ profile, location, push, error, onChange, onAllowPush }: DutyCardProps) {
  const { t } = useTranslation("driver");
  const plateId = useId();
  const [plate, setPlate] = useState(profile.shiftPlate ?? "");
  const [busy, setBusy] = useState(false);
  const change = async (onDuty: boolean) => {
    setBusy(true);
    await onChange(onDuty, onDuty && plate.trim().length >= 2 ? plate.trim() : undefined);
    setBusy(false);
  };

  return (
    <section className={styles.card} aria-labelledby={`${plateId}-title`}>
      <h1 id={`${plateId}-title`} className={styles.title}>
        {profile.onDuty ? t("driver:duty.onTitle") : t("driver:duty.offTitle")}
      </h1>
      {profile.onDuty ? (
        <>
          <p className={location === "sharing" ? styles.ok : styles.warning} role="status">
            {t(`driver:location.${location}`)}
          </p>
          <p className={push === "granted" ? styles.ok : styles.warning}>{t(`driver:push.state.${push}`)}</p>
          {push === "default" && (
            <Button block variant="secondary" onClick={onAllowPush}>
              {t("driver:push.allow")}
            </Button>
          )}
        </>
      ) : (
        <>
          {profile.offDutyReason && (
            <p role="alert" className={styles.warning}>
              <strong>{t("driver:offDuty.title")}</strong> {t(`driver:offDuty.reasons.${profile.offDutyReason}`)}
            </p>
          )}
          <p>{t("driver:duty.offText")}</p>
          <label htmlFor={plateId} className={styles.label}>
            {t("driver:duty.plate")}
          </label>
          <input
            id={plateId}
            className={styles.input}
            value={plate}
            maxLength={12}
            autoCapitalize="characters"
            onChange={(e) => setPlate(e.target.value)}
          />
        </>
      )}
      {error && (
        <p role="alert" className={styles.warning}>
          {t(error)}
        </p>
      )}
      <Button
        block
        disabled={busy}
        variant={profile.onDuty ? "secondary" : "primary"}
        onClick={() => void change(!profile.onDuty)}
      >
        {profile.onDuty ? t("driver:duty.goOff") : t("driver:duty.goOn")}
      </Button>
    </section>
  );
}
