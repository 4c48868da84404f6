import { useMemo, useState } from "react";
import { failureKey } from "../../../../api/error-key.ts";
import { useTranslation } from "react-i18next";
import { accidentFieldVisibility, makeAccidentDetailsFormSchema } from "@hitch/contract/claims/accident-details";
import type { WhoCaused } from "@hitch/contract/common/enums";
import { reportError } from "../../../../app/error-tracking.ts";
import { checked, useStepForm } from "../../../../app/use-step-form.ts";
import { AlertBanner } from "../../../../ui/alert-banner.tsx";
import { TextAreaField } from "../../../../ui/text-field.tsx";
import { saveAccidentDetails } from "../../api/claim-completion-api.ts";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { ClaimNotFoundModal } from "../../components/claim-not-found-modal.tsx";
import { YesNo } from "../../components/yes-no.tsx";
import { useClaim, useClaimFlow } from "../../store.ts";
import { storedClaimId } from "../../stored-claim-id.ts";
import { useNextStep } from "../../use-next-step.ts";
import { errorsByPath } from "../../validation-text.ts";
import { accidentFormValues, accidentRequest, formForSchema, type AccidentFormValues } from "./accident-form.ts";
import { DateField } from "./date-field.tsx";
import { LocationField } from "./location-field.tsx";
import { TimeField } from "./time-field.tsx";
import { usePrefetchWorkshops } from "../select-workshop/workshop-prefetch.ts";
import { ClaimNextButton } from "../../components/next-button.tsx";

/** /claims/accident-details: when, where and how it happened; the questions depend on the incident. */
export default function AccidentDetailsStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claim = useClaim();
  const next = useNextStep("accident-details");
  const shown = accidentFieldVisibility(claim.incidentType);
  const schema = useMemo(() => makeAccidentDetailsFormSchema(claim.incidentType), [claim.incidentType]);
  const [noClaim, setNoClaim] = useState(false);
  const form = useStepForm({
    draft: { scope: "claim", step: "accident-details" },
    initial: () => accidentFormValues(claim.accidentDetails),
    validate: (values: AccidentFormValues) => checked(schema.safeParse(formForSchema(values)), errorsByPath),
    revalidateOnChange: true,
    target: storedClaimId,
    onNoTarget: () => setNoClaim(true),
    save: async (claimId, _checked, values) => {
      const saved = await saveAccidentDetails(claimId, accidentRequest(values, shown));
      useClaimFlow.getState().patch({ accidentDetails: saved });
    },
    onSaved: next,
    onFailed: (error, claimId) =>
      reportError({ step: "accident-details", action: "save accident details", error, context: { claimId } }),
  });
  const { values, errors, update: set } = form;
  // The workshop list is ordered from the accident's place: fetched ahead with the place picked so far.
  usePrefetchWorkshops(claim, "accident-details", values.location);

  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  const yesNo = (name: "authoritiesNotified" | "personalInjury", question: string) => (
    <YesNo
      question={question}
      name={name}
      value={values[name]}
      onChange={(v) => set({ [name]: v })}
      error={error(name)}
    />
  );

  return (
    <section aria-labelledby="claim-accident-title">
      <h1 id="claim-accident-title">{t("claims:accident.title")}</h1>
      <form onSubmit={form.submit} noValidate>
        <DateField value={values.date} onChange={(date) => set({ date })} error={error("date")} />
        <TimeField value={values.time} onChange={(time) => set({ time })} error={error("time")} />
        <LocationField
          address={values.address}
          location={values.location}
          onChange={(address, location) => set({ address, location })}
          error={error("address")}
        />
        <TextAreaField
          label={t("claims:accident.description")}
          name="accidentDescription"
          value={values.description}
          maxLength={2000}
          onChange={(e) => set({ description: e.target.value })}
          error={error("description")}
        />
        {shown.whoCaused && (
          <ChoiceGroup<WhoCaused>
            question={t("claims:accident.whoCaused")}
            name="whoCaused"
            options={[
              { value: "ME", label: t("claims:accident.whoCausedMe") },
              { value: "OTHER", label: t("claims:accident.whoCausedOther") },
              { value: "UNKNOWN", label: t("claims:accident.whoCausedUnknown") },
            ]}
            value={values.whoCaused}
            onChange={(whoCaused) => set({ whoCaused })}
            error={error("whoCaused")}
          />
        )}
        {shown.authoritiesNotified && yesNo("authoritiesNotified", t("claims:accident.authoritiesNotified"))}
        {shown.personalInjury && yesNo("personalInjury", t("claims:accident.personalInjury"))}
        {form.failure && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(form.failure.error, "claims:accident.saveFailed"))}
          </AlertBanner>
        )}
        <ClaimNextButton saving={form.saving} />
      </form>
      <ClaimNotFoundModal open={noClaim} />
    </section>
  );
}
