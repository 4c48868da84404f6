import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import {
  communicationPreferenceFormSchema,
  defaultCommunicationPreferences,
} from "@hitch/contract/claims/communication-preference";
import { failureKey } from "../../../../api/error-key.ts";
import { checked, useStepForm } from "../../../../app/use-step-form.ts";
import { AlertBanner } from "../../../../ui/alert-banner.tsx";
import { Button, ButtonLink } from "../../../../ui/button.tsx";
import type { LegalCompany } from "../../../../widgets/legal/legal-document.ts";
import { Spinner } from "../../../../ui/spinner.tsx";
import { TERMS_OPEN_HASH, TermsModal } from "../../../../widgets/legal/terms-modal.tsx";
import { loadServiceDetails } from "../../api/claim-completion-api.ts";
import { ClaimNotFoundModal } from "../../components/claim-not-found-modal.tsx";
import { useClaim } from "../../store.ts";
import { storedClaimId } from "../../stored-claim-id.ts";
import { useNavigate } from "../../../../ui/routing.tsx";
import { errorsByPath } from "../../validation-text.ts";
import { fileClaim, FilingFailed, type SubmitFailure } from "./file-claim.ts";
import styles from "./communication-step.module.css";

const FAILURE_TEXT: Record<SubmitFailure, string> = {
  preferences: "claims:communication.saveFailed",
  submit: "claims:communication.submitFailed",
  assessment: "claims:communication.assessmentFailed",
};

/** /claims/communication-preferences: how we keep in touch, the terms, and filing the claim. */
export default function CommunicationStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claim = useClaim();
  const navigate = useNavigate();
  const [noClaim, setNoClaim] = useState(false);
  const [company, setCompany] = useState<LegalCompany | null>(null);
  // E-mail updates need the address the notifier step may have left empty.
  const hasEmail = Boolean(claim.notifierInfo?.notifier.contact.email);
  const form = useStepForm({
    initial: () => {
      const saved = defaultCommunicationPreferences(claim.communicationPreferences, hasEmail);
      return { email: saved.includes("EMAIL"), sms: saved.includes("SMS"), agreement: false };
    },
    validate: (values) => checked(communicationPreferenceFormSchema.safeParse(values), errorsByPath),
    target: storedClaimId,
    onNoTarget: () => setNoClaim(true),
    save: (claimId, data) => fileClaim(claimId, data.communicationPreferences),
    onSaved: (next) => {
      if (next === "claim-received") navigate("/claims/claim-received", { replace: true });
    },
  });
  const { email, sms, agreement } = form.values;
  const agreementError = form.errors.agreement ?? null;
  const failed = form.failure?.error instanceof FilingFailed ? form.failure.error : null;
  const busy = form.saving;
  const noChannel = !email && !sms;

  useEffect(() => {
    let current = true;
    loadServiceDetails(claim.serviceExternalId).then(
      (service) => current && setCompany(service.operatorCompany ?? null),
      // Without the service details the texts speak of 'the service provider'.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [claim.serviceExternalId]);

  function tickAgreement(ticked: boolean) {
    form.update({ agreement: ticked });
    if (ticked) form.setErrors(({ agreement: _ticked, ...others }) => others);
  }

  return (
    <section aria-labelledby="claim-communication-title">
      <h1 id="claim-communication-title">{t("claims:communication.title")}</h1>
      <form onSubmit={form.submit} noValidate>
        <fieldset
          className={styles.channels}
          aria-describedby={noChannel ? "communication-error" : undefined}
          disabled={busy}
        >
          <legend className={styles.legend}>{t("claims:communication.question")}</legend>
          <label className={styles.channel} data-checked={email}>
            <input
              type="checkbox"
              name="email"
              checked={email}
              disabled={!hasEmail}
              aria-describedby={hasEmail ? undefined : "communication-no-email"}
              onChange={(e) => form.update({ email: e.target.checked })}
            />
            {t("claims:communication.email")}
          </label>
          {!hasEmail && (
            <p id="communication-no-email" className={styles.note}>
              {t("claims:communication.noEmail")}
            </p>
          )}
          <label className={styles.channel} data-checked={sms}>
            <input type="checkbox" name="sms" checked={sms} onChange={(e) => form.update({ sms: e.target.checked })} />
            {t("claims:communication.sms")}
          </label>
          {noChannel && (
            <p id="communication-error" className={styles.error} role="alert">
              {t("claims:validation.communicationRequired")}
            </p>
          )}
        </fieldset>
        {!noChannel && (
          <div className={styles.agreement}>
            <div className={styles.agreementRow}>
              <input
                id="claim-agreement"
                type="checkbox"
                name="agreement"
                className={styles.box}
                checked={agreement}
                onChange={(e) => tickAgreement(e.target.checked)}
                disabled={busy}
                aria-invalid={agreementError ? true : undefined}
                aria-describedby={agreementError ? "claim-agreement-error" : undefined}
              />
              <label htmlFor="claim-agreement">
                <Trans
                  t={t}
                  i18nKey="claims:communication.agreement"
                  // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated link text inside
                  components={{ terms: <a href={TERMS_OPEN_HASH} /> }}
                />
              </label>
            </div>
            {agreementError && (
              <p id="claim-agreement-error" className={styles.agreementError}>
                {t(agreementError)}
              </p>
            )}
          </div>
        )}
        {failed && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(failed.cause, FAILURE_TEXT[failed.kind]))}
          </AlertBanner>
        )}
        {failed?.kind === "submit" && failed.incompleteStep && (
          <ButtonLink
            to={`/claims/${failed.incompleteStep}`}
            variant="secondary"
            block
            className={styles.missing}
            data-testid="complete-missing"
          >
            {t("claims:communication.completeMissing")}
          </ButtonLink>
        )}
        <Button
          data-testid="claim-submit"
          type="submit"
          block
          disabled={noChannel || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner small label={t("claims:communication.submitting")} /> : null}
          {t("claims:communication.submit")}
        </Button>
      </form>
      <TermsModal company={company} />
      <ClaimNotFoundModal open={noClaim} />
    </section>
  );
}
