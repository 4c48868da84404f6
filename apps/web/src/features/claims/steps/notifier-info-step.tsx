import { useTranslation } from "react-i18next";
import { failureKey } from "../../../api/error-key.ts";
import { asksIsContactDriver, makeNotifierInfoFormSchema } from "@hitch/contract/claims/notifier-info";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { checked, useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { saveNotifierInfo } from "../api/claims-api.ts";
import { emptyPerson, PersonFields } from "../components/person-fields.tsx";
import { personBody, personErrors, personValues } from "../components/person-mapping.ts";
import { YesNo } from "../components/yes-no.tsx";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { errorsByPath } from "../validation-text.ts";
import styles from "./notifier-info-step.module.css";
import { ClaimNextButton } from "../components/next-button.tsx";

/** /claims/notifier-info: who reports the claim and, unless it is them, who was driving. */
export default function NotifierInfoStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("notifier-info");
  const asksDriver = asksIsContactDriver(claim.incidentType);
  const stored = claim.notifierInfo;
  const form = useStepForm({
    draft: { scope: "claim", step: "notifier-info" },
    initial: () => ({
      // The notifier is who got the link: their number and country come first.
      notifier: personValues(stored?.notifier, claim.contactDefaults),
      isDriver: stored?.isContactDriver ?? null,
      driver: personValues(stored?.driver, { phonePrefix: claim.contactDefaults.phonePrefix }),
    }),
    validate: (values) =>
      checked(
        makeNotifierInfoFormSchema(claim.incidentType).safeParse({
          notifier: personBody(values.notifier),
          isContactDriver: asksDriver ? values.isDriver : null,
          driver: personBody(values.driver),
        }),
        errorsByPath,
      ),
    revalidateOnChange: true,
    target: () => claimId,
    save: async (id, data) => {
      await saveNotifierInfo(id, data);
      const toStored = (p: typeof data.notifier) => ({
        contact: { ...p.contact, email: p.contact.email ?? null },
        personalCode: p.personalCode,
      });
      useClaimFlow.getState().patch({
        notifierInfo: {
          notifier: toStored(data.notifier),
          driver: data.driver ? toStored(data.driver) : null,
          isContactDriver: data.isContactDriver,
        },
      });
    },
    onSaved: next,
    onFailed: (error) => reportError({ step: "notifier-info", action: "save", error, context: { claimId } }),
  });
  const { values, errors } = form;

  function answerDriver(isDriver: boolean) {
    // Yes: the notifier drove, so a driver typed earlier is dropped.
    form.update(isDriver ? { isDriver, driver: emptyPerson(claim.contactDefaults.phonePrefix) } : { isDriver });
  }

  return (
    <section aria-labelledby="claim-notifier-title">
      <h1 id="claim-notifier-title">{t("claims:notifier.title")}</h1>
      <form onSubmit={form.submit} noValidate>
        <PersonFields
          prefix="notifier"
          values={values.notifier}
          onChange={(notifier) => form.update({ notifier })}
          errors={personErrors(errors, "notifier")}
        />
        {asksDriver && (
          <YesNo
            question={t("claims:notifier.isDriver")}
            name="isContactDriver"
            value={values.isDriver}
            onChange={answerDriver}
            error={errors.isContactDriver ? t(errors.isContactDriver) : null}
          />
        )}
        {asksDriver && values.isDriver === false && (
          <fieldset className={styles.driver} data-testid="driver-fields">
            <legend>
              <h2>{t("claims:notifier.driverTitle")}</h2>
            </legend>
            <PersonFields
              prefix="driver"
              values={values.driver}
              onChange={(driver) => form.update({ driver })}
              errors={personErrors(errors, "driver")}
            />
          </fieldset>
        )}
        {form.failure && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(form.failure.error, "common:errors.tryAgain"))}
          </AlertBanner>
        )}
        <ClaimNextButton saving={form.saving} />
      </form>
    </section>
  );
}
