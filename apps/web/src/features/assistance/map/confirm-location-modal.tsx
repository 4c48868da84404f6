import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Place } from "@hitch/contract/geo/place";
import { failureKey } from "../../../api/error-key.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { reverseGeocode } from "../api/assistance-api.ts";
import { formatCoordinates, formatPlace } from "./format-place.ts";
import type { LatLng } from "./location-map.tsx";
import styles from "./map-page.module.css";

type Address = { state: "loading" } | { state: "done"; text: string } | { state: "failed"; error: unknown };

interface ConfirmProps {
  requestId: number;
  pin: LatLng | null;
  saving: boolean;
  /** The failed save, until the next attempt. */
  saveFailure: { error: unknown } | null;
  onClose: () => void;
  onSave: (address: string | null) => void;
}

/** 'Is this where you are?': the address for the pin (from the server), then save. */
export function ConfirmLocationModal({ requestId, pin, saving, saveFailure, onClose, onSave }: ConfirmProps) {
  const { t, i18n } = useTranslation(["assistance", "common"]);
  const [address, setAddress] = useState<Address>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!pin) return;
    const controller = new AbortController();
    setAddress({ state: "loading" });
    reverseGeocode(requestId, pin.latitude, pin.longitude, controller.signal).then(
      ({ place }: { place: Place | null }) =>
        setAddress({ state: "done", text: formatPlace(t, i18n.language, place, pin) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAddress({ state: "failed", error });
      },
    );
    return () => controller.abort();
  }, [pin, requestId, attempt, t, i18n.language]);

  return (
    <Modal
      open={pin !== null}
      title={t("assistance:map.confirmTitle")}
      onClose={onClose}
      footer={
        <>
          <Button
            block
            data-testid="save-location"
            onClick={() => onSave(address.state === "done" ? address.text : null)}
            disabled={saving || address.state === "loading"}
          >
            {saving && <Spinner small label={t("assistance:saving")} />}
            {t("assistance:map.save")}
          </Button>
          <Button block variant="secondary" onClick={onClose} disabled={saving}>
            {t("assistance:map.changePin")}
          </Button>
        </>
      }
    >
      <p className={styles.addressLabel}>{t("assistance:map.addressLabel")}</p>
      {address.state === "loading" && <Spinner small label={t("assistance:map.addressLoading")} />}
      {address.state === "done" && (
        <p className={styles.address} data-testid="pin-address">
          {address.text}
        </p>
      )}
      {address.state === "failed" && (
        <>
          <AlertBanner>{t(failureKey(address.error, "assistance:map.addressFailed"))}</AlertBanner>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t("common:actions.tryAgain")}
          </Button>
        </>
      )}
      {pin && <p className={styles.coordinates}>{formatCoordinates(pin.latitude, pin.longitude)}</p>}
      {saveFailure && <AlertBanner>{t(failureKey(saveFailure.error, "assistance:map.saveFailed"))}</AlertBanner>}
    </Modal>
  );
}
