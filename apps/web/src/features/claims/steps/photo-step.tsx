import { useState } from "react";
import { useTranslation } from "react-i18next";
import { canAddPhoto } from "@hitch/contract/common/files";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
import { Button } from "../../../ui/button.tsx";
import { Camera } from "../../../widgets/photos/camera.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { PhotoPicker } from "../../../widgets/photos/photo-picker.tsx";
import { PhotosNotUploaded } from "../../../widgets/photos/use-photo-uploads.ts";
import { failureKey } from "../../../api/error-key.ts";
import { useCameraLabels } from "../components/camera-labels.ts";
import { useClaimPhotos } from "../components/use-claim-photos.ts";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import styles from "./photo-step.module.css";

/** /claims/photo: damage photos from the camera or the gallery, each uploaded as soon as it is taken or chosen. */
export default function PhotoStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("photo");
  const cameraLabels = useCameraLabels();
  const { photos, add, remove, retry, uploadPending, uploaded } = useClaimPhotos(
    claimId,
    claim.uploadedPhotos.filter((p) => p.fileType === "DAMAGE_PHOTO"),
  );
  const [camera, setCamera] = useState(false);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState<{ error: unknown } | null>(null);
  const busy = uploaded !== null;
  // Saving is uploading the photos not stored yet; the upload's progress is the busy state.
  const form = useStepForm({
    initial: () => null,
    target: () => claimId,
    save: async () => {
      const stored = await uploadPending();
      const others = useClaimFlow.getState().claim?.uploadedPhotos.filter((p) => p.fileType !== "DAMAGE_PHOTO") ?? [];
      useClaimFlow.getState().patch({ uploadedPhotos: [...others, ...stored] });
    },
    onSaved: next,
    onFailed: (error) => reportError({ step: "photo", action: "upload", error, context: { claimId } }),
  });

  return (
    <section aria-labelledby="claim-photo-title">
      <h1 id="claim-photo-title">{t("claims:photos.title")}</h1>
      <p>{t("claims:photos.lead")}</p>
      <ul className={styles.suggestions} aria-label={t("claims:photos.suggestionsLabel")}>
        <li>{t("claims:photos.suggestions.general")}</li>
        <li>{t("claims:photos.suggestions.damage")}</li>
        <li>{t("claims:photos.suggestions.document")}</li>
        <li>{t("claims:photos.suggestions.scene")}</li>
      </ul>
      <PhotoPicker
        label={t("claims:photos.pickerLabel")}
        items={photos}
        onAdd={add}
        onRemove={(item) => {
          setDeleteFailed(null);
          remove(item).catch((error: unknown) => {
            console.error("photo delete failed", error);
            setDeleteFailed({ error });
          });
        }}
        onRetry={retry}
        disabled={busy}
      />
      {deleteFailed && (
        <p role="alert" className={styles.error}>
          {t(failureKey(deleteFailed.error, "common:errors.tryAgain"))}
        </p>
      )}
      {canAddPhoto(photos.length) && (
        <Button
          data-testid="take-photo"
          variant="secondary"
          block
          onClick={() => setCamera(true)}
          disabled={busy}
          className={styles.take}
        >
          {t("claims:photos.takePhoto")}
        </Button>
      )}
      {busy && (
        <div className={styles.upload}>
          <label htmlFor="claim-photo-upload">
            {t("claims:photos.uploading", { done: uploaded, total: photos.length })}
          </label>
          <progress id="claim-photo-upload" max={photos.length} value={uploaded} />
        </div>
      )}
      {photos.length > 0 ? (
        <Button data-testid="claim-next" block onClick={() => form.submit()} disabled={busy}>
          {t("claims:next")}
        </Button>
      ) : (
        <Button data-testid="photos-skip" variant="secondary" block onClick={() => setConfirmSkip(true)}>
          {t("claims:photos.skip")}
        </Button>
      )}
      <Modal
        open={confirmSkip}
        title={t("claims:photos.skipTitle")}
        onClose={() => setConfirmSkip(false)}
        footer={
          <>
            <Button block onClick={() => setConfirmSkip(false)}>
              {t("claims:photos.skipTakePhotos")}
            </Button>
            <Button data-testid="skip-confirm" variant="secondary" block onClick={next}>
              {t("claims:photos.skipConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("claims:photos.skipBody")}</p>
      </Modal>
      <Modal
        open={form.failure !== null}
        title={t("claims:photos.uploadFailedTitle")}
        onClose={form.clearFailure}
        footer={
          <Button block onClick={form.clearFailure}>
            {t("common:actions.close")}
          </Button>
        }
      >
        <p>{t(failureKey(uploadFailure(form.failure?.error), "claims:photos.uploadFailed"))}</p>
      </Modal>
      {camera && <Camera labels={cameraLabels} onCapture={(file) => add([file])} onClose={() => setCamera(false)} />}
    </section>
  );
}

/** Why the photos did not go up: the last upload's own error (a dropped network...), else what the save threw. */
const uploadFailure = (error: unknown) => (error instanceof PhotosNotUploaded ? error.cause : error);
