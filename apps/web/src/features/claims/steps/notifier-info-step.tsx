import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { asksIsContactDriver, makeNotifierInfoFormSchema } from "@hitch/contract/claims/notifier-info";
import { DEFAULT_PHONE_PREFIX } from "@hitch/contract/common/enums";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { saveNotifierInfo } from "../api/claims-api.ts";
import { emptyPerson, PersonFields, type PersonValues } from "../components/person-fields.tsx";
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
  const [notifier, setNotifier] = useState<PersonValues>(() => personValues(stored?.notifier, DEFAULT_PHONE_PREFIX));
  const [isDriver, setIsDriver] = useState<boolean | null>(stored?.isContactDriver ?? null);
  const [driver, setDriver] = useState<PersonValues>(() => personValues(stored?.driver, DEFAULT_PHONE_PREFIX));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  function answerDriver(value: boolean) {
    setIsDriver(value);
    // Yes: the notifier drove, so a driver typed earlier is dropped.
    if (value) setDriver(emptyPerson(DEFAULT_PHONE_PREFIX));
  }

  const check = (values: { notifier: PersonValues; isDriver: boolean | null; driver: PersonValues }) =>
    makeNotifierInfoFormSchema(claim.incidentType).safeParse({
      notifier: personBody(values.notifier),
      isContactDriver: asksDriver ? values.isDriver : null,
      driver: personBody(values.driver),
    });

  // After a first failed submit the messages follow what is typed.
  useEffect(() => {
    if (!submitted) return;
    const parsed = check({ notifier, isDriver, driver });
    setErrors(parsed.success ? {} : errorsByPath(parsed.error.issues));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-validate on typing only; the first submit shows the messages itself
  }, [notifier, isDriver, driver]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check({ notifier, isDriver, driver });
    if (!parsed.success) return setErrors(errorsByPath(parsed.error.issues));
    setErrors({});
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveNotifierInfo(claimId, parsed.data);
      const toStored = (p: typeof parsed.data.notifier) => ({
        contact: { ...p.contact, email: p.contact.email ?? null },
        personalCode: p.personalCode,
      });
      useClaimFlow.getState().patch({
        notifierInfo: {
          notifier: toStored(parsed.data.notifier),
          driver: parsed.data.driver ? toStored(parsed.data.driver) : null,
          isContactDriver: parsed.data.isContactDriver,
        },
      });
    } catch (error) {
      reportError({ step: "notifier-info", action: "save", error, context: { claimId } });
      setSaving(false);
      return setSaveFailed(true);
    }
    next();
  }

  return (
    <section aria-labelledby="claim-notifier-title">
      <h1 id="claim-notifier-title">{t("claims:notifier.title")}</h1>
      <form onSubmit={submit} noValidate>
        <PersonFields
          prefix="notifier"
          values={notifier}
          onChange={setNotifier}
          errors={personErrors(errors, "notifier")}
        />
        {asksDriver && (
          <YesNo
            question={t("claims:notifier.isDriver")}
            name="isContactDriver"
            value={isDriver}
            onChange={answerDriver}
            error={errors.isContactDriver ? t(errors.isContactDriver) : null}
          />
        )}
        {asksDriver && isDriver === false && (
          <fieldset className={styles.driver} data-testid="driver-fields">
            <legend>
              <h2>{t("claims:notifier.driverTitle")}</h2>
            </legend>
            <PersonFields
              prefix="driver"
              values={driver}
              onChange={setDriver}
              errors={personErrors(errors, "driver")}
            />
          </fieldset>
        )}
        {saveFailed && <AlertBanner onDismiss={() => setSaveFailed(false)}>{t("common:errors.tryAgain")}</AlertBanner>}
        <ClaimNextButton saving={saving} />
      </form>
    </section>
  );
}
