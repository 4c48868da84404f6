import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../ui/routing.tsx";
import { assistanceAdditionalDetailsFormSchema } from "@hitch/contract/assistance/additional-info";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { checked, useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { PhotoPicker } from "../../../widgets/photos/photo-picker.tsx";
import { PhotosNotUploaded } from "../../../widgets/photos/use-photo-uploads.ts";
import { failureKey } from "../../../api/error-key.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { TermsModal } from "../../../widgets/legal/terms-modal.tsx";
import { saveAdditionalInfo, submitRequest } from "../api/assistance-api.ts";
import { AgreementField } from "../components/agreement-field.tsx";
import { DESCRIPTION_PLACEHOLDERS } from "../components/incident-labels.ts";
import { submitErrorText } from "../components/submit-error.ts";
import { useOperatorCompany } from "../components/use-operator-company.ts";
import { usePhotos } from "../components/use-photos.ts";
import { applySaved, useAssistanceFlow } from "../store.ts";
import { fieldErrors } from "../validation-text.ts";
import styles from "./additional-details-page.module.css";

/** /assistance/additional-details: description, photos, e-mail, the terms, and 'order help'. */
export function AdditionalDetailsPage() {
  const { t } = useTranslation(["assistance", "common"]);
  const navigate = useNavigate();
  const requestId = useAssistanceSession((s) => s.requestId)!;
  const request = useAssistanceFlow((s) => s.request)!;
  const company = useOperatorCompany(request.serviceExternalId);
  const { photos, add, remove, retry, dropFailed, uploadPending } = usePhotos(requestId, request.files);

  const [failure, setFailure] = useState<string | null>(null);
  // A photo that could not be uploaded: the request is not sent, and a dialog says so (and why, for the network).
  const [uploadFailed, setUploadFailed] = useState<PhotosNotUploaded | null>(null);
  const form = useStepForm({
    draft: { scope: "assistance", step: "additional-details" },
    initial: () => ({
      description: request.additionalDetails.description ?? "",
      email: request.additionalDetails.email ?? request.contact.email ?? "",
      agreement: false,
    }),
    validate: (values) => checked(assistanceAdditionalDetailsFormSchema.safeParse(values), fieldErrors),
    target: () => requestId,
    save: async (id, data) => {
      setFailure(null);
      await uploadPending();
      const body = { description: data.description, email: data.email === "" ? null : data.email };
      applySaved(await saveAdditionalInfo(id, body), { additionalDetails: body });
      const submitted = await submitRequest(id);
      useAssistanceSession.getState().update({ startTime: submitted.startTime, submitTime: submitted.submitTime });
      useAssistanceFlow
        .getState()
        .patch({ status: submitted.status, startTime: submitted.startTime, submitTime: submitted.submitTime });
    },
    onSaved: () => navigate("/assistance/track-driver"),
    onFailed: (error) => {
      if (error instanceof PhotosNotUploaded) setUploadFailed(error);
      else setFailure(submitErrorText(t, error));
    },
  });
  const { values, errors, saving: busy } = form;

  async function removePhoto(item: Parameters<typeof remove>[0]) {
    try {
      await remove(item);
    } catch (error) {
      setFailure(submitErrorText(t, error));
    }
  }

  const placeholder = request.incidentType
    ? t(DESCRIPTION_PLACEHOLDERS[request.incidentType])
    : t("assistance:details.placeholders.OTHER");

  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title">{t("assistance:details.title")}</h1>
      <p>{t("assistance:details.lead")}</p>
      <form onSubmit={form.submit} noValidate aria-busy={busy || undefined}>
        <TextAreaField
          label={t("assistance:details.descriptionLabel")}
          name="description"
          placeholder={placeholder}
          value={values.description}
          onChange={(e) => form.update({ description: e.target.value })}
          error={errors.description ? t(errors.description) : null}
          disabled={busy}
          rows={4}
        />
        <PhotoPicker
          label={t("assistance:details.photosLabel")}
          items={photos}
          onAdd={add}
          onRemove={(item) => void removePhoto(item)}
          onRetry={retry}
          disabled={busy}
        />
        <TextField
          label={t("assistance:details.emailLabel")}
          hint={t("assistance:details.emailHint")}
          name="email"
          // Not type="email": the browser would strip blanks from the value, and an address of spaces would pass.
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          autoComplete="email"
          value={values.email}
          onChange={(e) => form.update({ email: e.target.value })}
          error={errors.email ? t(errors.email) : null}
          disabled={busy}
        />
        <AgreementField
          checked={values.agreement}
          onChange={(agreement) => form.update({ agreement })}
          error={errors.agreement ? t(errors.agreement) : null}
          disabled={busy}
        />
        {failure && <AlertBanner onDismiss={() => setFailure(null)}>{failure}</AlertBanner>}
        <Button type="submit" block disabled={busy} className={styles.submit}>
          {busy && <Spinner small label={t("assistance:details.sending")} />}
          {t("assistance:details.submit")}
        </Button>
      </form>
      <TermsModal company={company} />
      <Modal
        open={uploadFailed !== null}
        title={t("assistance:details.uploadFailedTitle")}
        onClose={() => setUploadFailed(null)}
        footer={
          <>
            {/* Help should not wait for a photo: the order goes without the ones that failed. */}
            <Button
              block
              onClick={() => {
                setUploadFailed(null);
                dropFailed();
                form.submit();
              }}
            >
              {t("assistance:details.sendWithout")}
            </Button>
            <Button variant="secondary" block onClick={() => setUploadFailed(null)}>
              {t("assistance:details.ok")}
            </Button>
          </>
        }
      >
        <p>{t(failureKey(uploadFailed?.cause, "assistance:details.uploadFailed"))}</p>
      </Modal>
    </section>
  );
}
