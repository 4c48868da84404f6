import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { mapCenterFor } from "@hitch/contract/common/map-center";
import type { Place } from "@hitch/contract/geo/place";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { useLocation, useNavigate } from "../../../ui/routing.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { saveLocation } from "../api/assistance-api.ts";
import { applySaved, useAssistanceFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { ConfirmLocationModal } from "./confirm-location-modal.tsx";
import { LocationMap, type LatLng } from "./location-map.tsx";
import { PlaceSearch } from "./place-search.tsx";
import { useGps } from "./use-gps.ts";
import styles from "./map-page.module.css";

/** The confirmation is an entry in the history, so the phone's Back closes it rather than leaving the step. */
const CONFIRM_HASH = "#confirm-location";

/** /assistance/map: where the vehicle is. Loaded as its own chunk with Leaflet. */
export default function MapPage() {
  const { t } = useTranslation(["assistance", "common"]);
  const requestId = useAssistanceSession((s) => s.requestId)!;
  const saved = useAssistanceFlow((s) => s.request?.location ?? null);
  const next = useNextStep();

  const serviceCountry = useAssistanceSession((s) => s.serviceCountry);
  // Without a saved place or the phone's position the map starts at the capital of the service's country.
  const [pin, setPin] = useState<LatLng>(() => saved ?? mapCenterFor(serviceCountry));
  // The pin counts only once the customer or their phone put it somewhere: the untouched default centre
  // (GPS denied) would send a truck to the wrong city.
  const [placed, setPlaced] = useState(saved !== null);
  const [askToPlace, setAskToPlace] = useState(false);
  const place = useCallback((at: LatLng) => {
    setPin(at);
    setPlaced(true);
    setAskToPlace(false);
  }, []);
  const [recenterKey, setRecenterKey] = useState(0);
  const [confirming, setConfirming] = useState<LatLng | null>(null);
  const { hash } = useLocation();
  const navigate = useNavigate();
  // The values are the confirmed pin and its address, given when the dialog saves.
  const form = useStepForm<{ pin: LatLng; address: string | null } | null, { pin: LatLng; address: string | null }>({
    initial: () => null,
    target: () => requestId,
    save: async (id, { pin: at, address }) => {
      const answer = await saveLocation(id, { latitude: at.latitude, longitude: at.longitude, address });
      applySaved(answer, { location: at, address });
    },
    onSaved: next,
  });

  const moveFromOutside = useCallback(
    (at: LatLng) => {
      place(at);
      setRecenterKey((k) => k + 1);
    },
    [place],
  );
  const gps = useGps(moveFromOutside);

  // A first visit asks the phone where it is; a saved location is kept as it was.
  useEffect(() => {
    if (!saved) gps.locate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first visit; a saved location is kept as it was
  }, []);

  useEffect(() => {
    if (hash !== CONFIRM_HASH && !form.saving) setConfirming(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the address only; a save in flight keeps the dialog
  }, [hash]);

  function openConfirmation() {
    form.clearFailure();
    setConfirming({ ...pin });
    navigate({ hash: CONFIRM_HASH });
  }

  function closeConfirmation() {
    if (form.saving) return;
    if (hash === CONFIRM_HASH) window.history.back();
    else setConfirming(null);
  }

  function save(address: string | null) {
    if (confirming) form.submitWith({ pin: confirming, address });
  }

  return (
    <section aria-labelledby="map-title" className={styles.page}>
      <h1 id="map-title">{t("assistance:map.title")}</h1>
      <p className={styles.lead}>{t("assistance:map.lead")}</p>
      <PlaceSearch
        near={pin}
        onChoose={(place: Place) => moveFromOutside({ latitude: place.latitude, longitude: place.longitude })}
      />
      <LocationMap
        pin={pin}
        recenterKey={recenterKey}
        onPinMove={place}
        notices={
          (gps.state === "failed" || askToPlace) && (
            <>
              {gps.state === "failed" && (
                <AlertBanner onDismiss={gps.dismiss}>{t("assistance:map.gpsFailed")}</AlertBanner>
              )}
              {askToPlace && (
                <p id="place-pin-first" role="alert" className={styles.placeFirst}>
                  {t("assistance:map.placePinFirst")}
                </p>
              )}
            </>
          )
        }
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          block
          onClick={gps.locate}
          disabled={gps.state === "locating"}
          data-testid="use-my-location"
          className={styles.gpsButton}
        >
          {gps.state === "locating" ? <Spinner small label={t("assistance:map.locating")} /> : <GpsIcon />}
          <span className={styles.gpsLabel}>{t("assistance:map.useMyLocation")}</span>
        </Button>
        <Button
          block
          data-testid="confirm-location"
          aria-describedby={askToPlace ? "place-pin-first" : undefined}
          onClick={() => {
            if (!placed) return setAskToPlace(true);
            openConfirmation();
          }}
        >
          {t("assistance:map.confirm")}
        </Button>
      </div>
      <ConfirmLocationModal
        requestId={requestId}
        pin={confirming}
        saving={form.saving}
        saveFailure={form.failure}
        onClose={closeConfirmation}
        onSave={save}
      />
    </section>
  );
}

function GpsIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}
