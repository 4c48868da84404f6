import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { settlementTypeFormSchema } from "@hitch/contract/claims/settlement-type";
import type { SettlementType } from "@hitch/contract/common/enums";
import { reportError } from "../../../../app/error-tracking.ts";
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
  const [choice, setChoice] = useState<SettlementType | null>(claim.settlementType);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [noClaim, setNoClaim] = useState(false);

  function choose(value: SettlementType) {
    setChoice(value);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = settlementTypeFormSchema.safeParse({ claimSettlementType: choice });
    if (!parsed.success || choice === null) return setError(validationKey(parsed.error?.issues[0]?.message ?? ""));
    const claimId = storedClaimId();
    if (!claimId) return setNoClaim(true);
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveSettlementType(claimId, { claimSettlementType: choice });
      useClaimFlow.getState().patch({ settlementType: choice });
    } catch (caught) {
      reportError({ step: "settlement-type", action: "save settlement type", error: caught, context: { claimId } });
      setSaving(false);
      return setSaveFailed(true);
    }
    next();
  }

  return (
    <section aria-labelledby="claim-settlement-title">
      <h1 id="claim-settlement-title">{t("claims:settlement.title")}</h1>
      <form onSubmit={submit} noValidate>
        <ChoiceGroup<SettlementType>
          question={t("claims:settlement.question")}
          name="claimSettlementType"
          options={[
            { value: "REPAIR", label: t("claims:settlement.repair") },
            { value: "MONEY", label: t("claims:settlement.money") },
          ]}
          value={choice}
          onChange={choose}
          error={error ? t(error) : null}
        />
        {saveFailed && (
          <AlertBanner onDismiss={() => setSaveFailed(false)}>{t("claims:settlement.saveFailed")}</AlertBanner>
        )}
        <ClaimNextButton saving={saving} />
      </form>
      <ClaimNotFoundModal open={noClaim} />
    </section>
  );
}
