import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../ui/routing.tsx";
import { assistanceAdditionalDetailsFormSchema } from "@hitch/contract/assistance/additional-info";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { PhotoPicker } from "../../../widgets/photos/photo-picker.tsx";
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
  const { photos, add, remove, uploadPending } = usePhotos(requestId, request.files);

  const [description, setDescription] = useState(request.additionalDetails.description ?? "");
  const [email, setEmail] = useState(request.additionalDetails.email ?? request.contact.email ?? "");
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = assistanceAdditionalDetailsFormSchema.safeParse({ description, email, agreement });
    setErrors(check.success ? {} : fieldErrors(check.error.issues));
    if (!check.success) return;

    setBusy(true);
    setFailure(null);
    if (!(await uploadPending())) {
      setBusy(false);
      setUploadFailed(true);
      return;
    }
    try {
      const body = { description: check.data.description, email: check.data.email === "" ? null : check.data.email };
      applySaved(await saveAdditionalInfo(requestId, body), { additionalDetails: body });
      const submitted = await submitRequest(requestId);
      useAssistanceSession.getState().update({ startTime: submitted.startTime, submitTime: submitted.submitTime });
      useAssistanceFlow
        .getState()
        .patch({ status: submitted.status, startTime: submitted.startTime, submitTime: submitted.submitTime });
    } catch (error) {
      setBusy(false);
      setFailure(submitErrorText(t, error));
      return;
    }
    navigate("/assistance/track-driver");
  }

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
      <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <TextAreaField
          label={t("assistance:details.descriptionLabel")}
          name="description"
          placeholder={placeholder}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description ? t(errors.description) : null}
          disabled={busy}
          rows={4}
        />
        <PhotoPicker
          label={t("assistance:details.photosLabel")}
          items={photos}
          onAdd={add}
          onRemove={(item) => void removePhoto(item)}
          disabled={busy}
        />
        <TextField
          label={t("assistance:details.emailLabel")}
          hint={t("assistance:details.emailHint")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email ? t(errors.email) : null}
          disabled={busy}
        />
        <AgreementField
          checked={agreement}
          onChange={setAgreement}
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
        open={uploadFailed}
        title={t("assistance:details.uploadFailedTitle")}
        onClose={() => setUploadFailed(false)}
        footer={
          <Button block onClick={() => setUploadFailed(false)}>
            {t("assistance:details.ok")}
          </Button>
        }
      >
        <p>{t("assistance:details.uploadFailed")}</p>
      </Modal>
    </section>
  );
}
