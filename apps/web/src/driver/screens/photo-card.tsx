import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { resizeForUpload } from "../../widgets/photos/image-resize.ts";
import { type DriverProfile, setPhoto } from "../driver-api.ts";
import styles from "../driver.module.css";
import own from "./photo-card.module.css";

/** What a refused upload means to the driver, by the server's code. */
const ERRORS: Record<string, string> = {
  FILE_NOT_IMAGE: "driver:photo.notImage",
  PAYLOAD_TOO_LARGE: "driver:photo.tooLarge",
  FILE_TOO_LARGE: "driver:photo.tooLarge",
};

interface PhotoCardProps {
  profile: DriverProfile;
  onChanged: (profile: DriverProfile) => void;
  onSignedOut: () => void;
}

/**
 * The driver's photo, which customers see on their tracking screen while this driver is on their job (it helps
 * them trust who is coming): shown, and set or replaced from the camera or the gallery.
 */
export function PhotoCard({ profile, onChanged, onSignedOut }: PhotoCardProps) {
  const { t } = useTranslation("driver");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChanged(await setPhoto(await resizeForUpload(file)));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) return onSignedOut();
      setError((isApiError(failure) && ERRORS[failure.code]) || "driver:errors.network");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${styles.card} ${own.photoCard}`} aria-labelledby={`${id}-title`}>
      {profile.photoUrl ? (
        <img src={profile.photoUrl} alt={t("driver:photo.alt")} className={own.avatar} data-testid="own-photo" />
      ) : (
        <span className={`${own.avatar} ${own.avatarEmpty}`} aria-hidden="true">
          {profile.fullName.trim().charAt(0)}
        </span>
      )}
      <div className={own.photoText}>
        <h2 id={`${id}-title`} className={own.photoTitle}>
          {t("driver:photo.title")}
        </h2>
        <p className={own.quietText}>{t("driver:photo.why")}</p>
        {/* The label is the button: a file input styled away stays reachable by keyboard and screen readers. */}
        <label className={own.photoButton} data-busy={busy}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          {busy ? t("driver:photo.sending") : profile.photoUrl ? t("driver:photo.change") : t("driver:photo.add")}
        </label>
        {error && (
          <p role="alert" className={styles.warning}>
            {t(error)}
          </p>
        )}
      </div>
    </section>
  );
}
