import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DECLINE_REASONS } from "@hitch/contract/common/enum-values";
import { isApiError } from "../../api/api-error.ts";
import { Button } from "../../ui/button.tsx";
import { acceptOffer, declineOffer, type DriverOffer } from "../driver-api.ts";
import styles from "../driver.module.css";
import { PhotoThumbs } from "./photo-thumbs.tsx";

function secondsUntil(instant: string) {
  return Math.max(0, Math.ceil((Date.parse(instant) - Date.now()) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * One offer: what happened, where, how far and how long to get there, the car and the customer's words, with
 * a countdown to its deadline. The customer's name and phone come only with the job, after accepting.
 */
interface OfferCardProps {
  offer: DriverOffer;
  onSignedOut: () => void;
  /** Someone else took it first: the home screen says so (this card is gone with the offer). */
  onLost: () => void;
  /** Declined: the card leaves at once (the server tells nobody, so no event would take it away). */
  onDeclined: () => void;
}

export function OfferCard({ offer, onSignedOut, onLost, onDeclined }: OfferCardProps) {
  const { t } = useTranslation("driver");
  const titleId = useId();
  const [left, setLeft] = useState(() => secondsUntil(offer.expiresAt));
  const [declining, setDeclining] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsUntil(offer.expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [offer.expiresAt]);

  async function answer(call: () => Promise<unknown>, then?: () => void) {
    setBusy(true);
    try {
      await call();
      then?.();
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onSignedOut();
      if (isApiError(error) && (error.status === 409 || error.status === 404)) return onLost();
      setFailed(true);
    }
    setBusy(false);
  }

  const vehicle = offer.vehicle;
  const car = [vehicle?.make, vehicle?.model].filter(Boolean).join(" ");
  return (
    // The id is the anchor an offer's notification opens (/driver#offer-{id}).
    <section id={`offer-${offer.id}`} className={`${styles.card} ${styles.offer}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {offer.handOver ? t("driver:offers.handOverTitle") : t("driver:offers.title")}
      </h2>
      <p className={styles.countdown} aria-live="off">
        {t("driver:offers.expiresIn", { time: clock(left) })}
      </p>
      <dl className={styles.facts}>
        <dt>{t("driver:offers.incident")}</dt>
        <dd>{offer.incidentType ? t(`driver:incidents.${offer.incidentType}`) : "—"}</dd>
        <dt>{t("driver:offers.pickup")}</dt>
        <dd>{offer.address ?? `${offer.latitude.toFixed(5)}, ${offer.longitude.toFixed(5)}`}</dd>
        <dt>{t("driver:offers.distance")}</dt>
        <dd>
          {t("driver:offers.km", { km: (offer.distanceMeters / 1000).toFixed(1) })}
          {offer.etaSeconds !== undefined &&
            ` · ${t("driver:offers.minutes", { minutes: Math.max(1, Math.round(offer.etaSeconds / 60)) })}`}
        </dd>
        <dt>{t("driver:offers.vehicle")}</dt>
        <dd>{[vehicle?.licensePlate, car].filter(Boolean).join(" · ") || "—"}</dd>
        {offer.description && (
          <>
            <dt>{t("driver:offers.description")}</dt>
            <dd>{offer.description}</dd>
          </>
        )}
      </dl>
      <PhotoThumbs photos={offer.photos} />
      {failed && (
        <p role="alert" className={styles.warning}>
          {t("driver:errors.network")}
        </p>
      )}
      {declining ? (
        <fieldset className={styles.reasons}>
          <legend>{t("driver:offers.declineWhy")}</legend>
          {DECLINE_REASONS.map((reason) => (
            <Button
              key={reason}
              variant="secondary"
              block
              disabled={busy}
              onClick={() => void answer(() => declineOffer(offer.id, reason), onDeclined)}
            >
              {t(`driver:offers.reasons.${reason}`)}
            </Button>
          ))}
          <Button variant="secondary" block disabled={busy} onClick={() => setDeclining(false)}>
            {t("driver:offers.back")}
          </Button>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <Button block disabled={busy} onClick={() => void answer(() => acceptOffer(offer.id))}>
            {t("driver:offers.accept")}
          </Button>
          <Button block variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            {t("driver:offers.decline")}
          </Button>
        </div>
      )}
    </section>
  );
}
