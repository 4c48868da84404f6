import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { BareSpinner } from "../../ui/spinner.tsx";
import { savedJob, saveJob, saveProfile } from "../device-store.ts";
import { type DriverProfile, setDuty } from "../driver-api.ts";
import { useRinging } from "../offer-alert.ts";
import { enableOfferNotifications, pushPermission, type PushState } from "../push-notifications.ts";
import { createUpdateQueue } from "../update-queue.ts";
import { useDriverFeed } from "../use-driver-feed.ts";
import { useJobEnding } from "../use-job-ending.ts";
import { usePosition } from "../use-position.ts";
import styles from "../driver.module.css";
import { DriverHeader } from "./driver-header.tsx";
import { DutyCard } from "./duty-card.tsx";
import { HistoryList } from "./history-list.tsx";
import { JobCard } from "./job-card.tsx";
import { JobEndedNotice } from "./job-ended-notice.tsx";
import { NetworkBanner } from "./network-banner.tsx";
import { OfferCard } from "./offer-card.tsx";
import { PhotoCard } from "./photo-card.tsx";

/** "Someone else took it" is said for this long, then the screen is the driver's again. */
const LOST_SHOWN_MS = 10_000;

/**
 * The driver's day on one screen: duty, location sharing, offers as they come, the job, today's history.
 * Until the server answers, the job the phone kept is shown (it opens in a dead zone too), and a driver the
 * server knows to be on a job never sees the off-job screen first.
 */
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
  const [lostAt, setLostAt] = useState<number | null>(null);
  const [declined, setDeclined] = useState<ReadonlySet<number>>(new Set());
  const queue = useMemo(() => createUpdateQueue(), []);
  const feed = useDriverFeed(true, onSignedOut);
  const [kept] = useState(savedJob);
  const job = feed ? feed.job : kept;
  const askedHandOver = useRef(new Set<number>());
  const [ending, dismissEnding] = useJobEnding(feed, kept, askedHandOver.current);
  const offers = useMemo(() => (feed?.offers ?? []).filter((o) => !declined.has(o.id)), [feed, declined]);
  const sharing = profile.onDuty || job !== null;
  const report = useCallback(
    (at: { latitude: number; longitude: number }) => void queue.push("/location", at),
    [queue],
  );
  const location = usePosition(sharing, report);

  useEffect(() => {
    if (feed) saveJob(feed.job);
  }, [feed]);
  useEffect(() => {
    saveProfile(profile);
  }, [profile]);

  // Offers waiting for an answer ring until answered or gone; a new one rings at once.
  useRinging(offers.length > 0 ? offers.map((o) => o.id).join(",") : null);
  useEffect(() => {
    if (offers.length > 0) setLostAt(null);
  }, [offers.length]);
  useEffect(() => {
    if (lostAt === null) return;
    const timer = setTimeout(() => setLostAt(null), LOST_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [lostAt]);

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

  const waitingForJob = !job && !feed && profile.activeAssistanceRequestId !== null;
  return (
    <>
      <DriverHeader profile={profile} />
      <main className={styles.page}>
        <NetworkBanner queue={queue} />
        {job ? (
          <JobCard
            job={job}
            queue={queue}
            position={location.position}
            onSignedOut={onSignedOut}
            onHandOverAsked={(id) => askedHandOver.current.add(id)}
          />
        ) : waitingForJob ? (
          <BareSpinner />
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
        {!job && !waitingForJob && profile.onDuty && offers.length === 0 && (
          <p className={styles.quiet}>{t("driver:offers.none")}</p>
        )}
        {lostAt !== null && (
          <p role="status" className={styles.card}>
            {t("driver:offers.lost")}
          </p>
        )}
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            onSignedOut={onSignedOut}
            onLost={() => setLostAt(Date.now())}
            onDeclined={() => setDeclined((ids) => new Set(ids).add(offer.id))}
          />
        ))}
        {job && <p className={styles.locationLine}>{t(`driver:location.${location.state}`)}</p>}
        {!job && <PhotoCard profile={profile} onChanged={setProfile} onSignedOut={onSignedOut} />}
        <HistoryList refreshKey={job?.assistanceRequestId ?? 0} />
      </main>
      {ending && <JobEndedNotice ending={ending} onDismiss={dismissEnding} />}
    </>
  );
}
