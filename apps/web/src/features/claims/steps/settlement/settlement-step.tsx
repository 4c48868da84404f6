import { useState } from "react";
import { failureKey } from "../../../../api/error-key.ts";
import { useTranslation } from "react-i18next";
import { settlementTypeFormSchema } from "@hitch/contract/claims/settlement-type";
import type { SettlementType } from "@hitch/contract/common/enums";
import { reportError } from "../../../../app/error-tracking.ts";
import { useStepForm } from "../../../../app/use-step-form.ts";
import { AlertBanner } from "../../../../ui/alert-banner.tsx";
import { saveSettlementType } from "../../api/claim-completion-api.ts";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { ClaimNotFoundModal } from "../../components/claim-not-found-modal.tsx";
import { useClaim, useClaimFlow } from "../../store.ts";
import { storedClaimId } from "../../stored-claim-id.ts";
import { useNextStep } from "../../use-next-step.ts";
import { validationKey } from "../../validation-text.ts";
import { ClaimNextButton } from "../../components/next-button.tsx";

/** /claims/settlement-type (flag on): the vehicle repaired, or the damage paid out. */
export default function SettlementStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claim = useClaim();
  const next = useNextStep("settlement-type");
  const [noClaim, setNoClaim] = useState(false);
  const form = useStepForm({
    initial: () => claim.settlementType,
    validate: (choice) => {
      const parsed = settlementTypeFormSchema.safeParse({ claimSettlementType: choice });
      if (parsed.success && choice !== null) return { ok: true, data: choice };
      return { ok: false, errors: { claimSettlementType: validationKey(parsed.error?.issues[0]?.message ?? "") } };
    },
    target: storedClaimId,
    onNoTarget: () => setNoClaim(true),
    save: async (claimId, choice) => {
      await saveSettlementType(claimId, { claimSettlementType: choice });
      useClaimFlow.getState().patch({ settlementType: choice });
    },
    onSaved: next,
    onFailed: (error, claimId) =>
      reportError({ step: "settlement-type", action: "save settlement type", error, context: { claimId } }),
  });
  const error = form.errors.claimSettlementType;

  function choose(value: SettlementType) {
    form.setValues(value);
    form.setErrors({});
  }

  return (
    <section aria-labelledby="claim-settlement-title">
      <h1 id="claim-settlement-title">{t("claims:settlement.title")}</h1>
      <form onSubmit={form.submit} noValidate>
        <ChoiceGroup<SettlementType>
          question={t("claims:settlement.question")}
          name="claimSettlementType"
          options={[
            { value: "REPAIR", label: t("claims:settlement.repair") },
            { value: "MONEY", label: t("claims:settlement.money") },
          ]}
          value={form.values}
          onChange={choose}
          error={error ? t(error) : null}
        />
        {form.failure && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(form.failure.error, "claims:settlement.saveFailed"))}
          </AlertBanner>
        )}
        <ClaimNextButton saving={form.saving} />
      </form>
      <ClaimNotFoundModal open={noClaim} />
    </section>
  );
}
