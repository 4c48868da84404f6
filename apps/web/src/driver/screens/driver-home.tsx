import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { type DriverProfile, setDuty } from "../driver-api.ts";
import { ringForOffer } from "../offer-alert.ts";
import { enableOfferNotifications, pushPermission, type PushState } from "../push-notifications.ts";
import { createUpdateQueue } from "../update-queue.ts";
import { useDriverFeed } from "../use-driver-feed.ts";
import { usePosition } from "../use-position.ts";
import styles from "../driver.module.css";
import { DriverHeader } from "./driver-header.tsx";
import { DutyCard } from "./duty-card.tsx";
import { HistoryList } from "./history-list.tsx";
import { JobCard } from "./job-card.tsx";
import { NetworkBanner } from "./network-banner.tsx";
import { OfferCard } from "./offer-card.tsx";
import { PhotoCard } from "./photo-card.tsx";

/** The driver's day on one screen: duty, location sharing, offers as they come, the job, today's history. */
export function DriverHome({ profile: first, onSignedOut }: { profile: DriverProfile; onSignedOut: () => void }) {
  const { t, i18n } = useTranslation("driver");
  const [profile, setProfile] = useState(first);
  const [push, setPush] = useState<PushState>(pushPermission);
  const enablePush = useCallback(
    (ask: boolean) => void enableOfferNotifications(t, i18n.language, ask).then(setPush),
    [t, i18n.language],
  );
  // Each opening (and a change of language) hands the server a fresh subscription and the worker today's words.
  const onDuty = profile.onDuty;
  useEffect(() => {
    if (onDuty && pushPermission() === "granted") enablePush(false);
  }, [onDuty, enablePush]);
  const [dutyError, setDutyError] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  const queue = useMemo(() => createUpdateQueue(), []);
  const feed = useDriverFeed(true, onSignedOut);
  const job = feed?.job ?? null;
  const offers = useMemo(() => feed?.offers ?? [], [feed]);
  const sharing = profile.onDuty || job !== null;
  const report = useCallback(
    (at: { latitude: number; longitude: number }) => void queue.push("/location", at),
    [queue],
  );
  const location = usePosition(sharing, report);

  // A new offer rings once.
  const rung = useRef(new Set<number>());
  useEffect(() => {
    const fresh = offers.filter((o) => !rung.current.has(o.id));
    fresh.forEach((o) => rung.current.add(o.id));
    if (fresh.length > 0) {
      setLost(false);
      ringForOffer();
    }
  }, [offers]);

  async function changeDuty(onDuty: boolean, plate?: string) {
    setDutyError(null);
    // Going on duty is when offers start: the moment to ask for notifications (still inside the tap).
    if (onDuty) enablePush(true);
    try {
      setProfile(await setDuty(onDuty, plate));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onSignedOut();
      setDutyError(isApiError(error) && error.status === 409 ? "driver:duty.onJob" : "driver:errors.network");
    }
  }

  return (
    <>
      <DriverHeader profile={profile} />
      <main className={styles.page}>
        <NetworkBanner queue={queue} />
        {job ? (
          <JobCard job={job} queue={queue} position={location.position} onSignedOut={onSignedOut} />
        ) : (
          <DutyCard
            profile={profile}
            location={location.state}
            push={push}
            error={dutyError}
            onChange={changeDuty}
            onAllowPush={() => enablePush(true)}
          />
        )}
        {!job && profile.onDuty && offers.length === 0 && <p className={styles.quiet}>{t("driver:offers.none")}</p>}
        {lost && (
          <p role="status" className={styles.card}>
            {t("driver:offers.lost")}
          </p>
        )}
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} onSignedOut={onSignedOut} onLost={() => setLost(true)} />
        ))}
        {job && <p className={styles.locationLine}>{t(`driver:location.${location.state}`)}</p>}
        {!job && <PhotoCard profile={profile} onChanged={setProfile} onSignedOut={onSignedOut} />}
        <HistoryList refreshKey={job?.assistanceRequestId ?? 0} />
      </main>
    </>
  );
}
