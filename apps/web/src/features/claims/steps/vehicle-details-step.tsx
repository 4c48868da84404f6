import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { LookupResult } from "../../../widgets/vehicles/lookup-result.tsx";
import { PlateField } from "../../../widgets/vehicles/plate-field.tsx";
import { usePlateLookup } from "../../../widgets/vehicles/use-plate-lookup.ts";
import { lookUpClaimVehicle, saveVehicleDetails } from "../api/claims-api.ts";
import { CallNotice } from "../components/call-notice.tsx";
import { VehicleSummary } from "../components/vehicle-summary.tsx";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { validationKey } from "../validation-text.ts";
import { ClaimNextButton } from "../components/next-button.tsx";

/** /claims/vehicle-details: the plate, the vehicle found for it with its insurance check. */
export default function VehicleDetailsStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("vehicle-details");
  const lookUp = useCallback((plate: string) => lookUpClaimVehicle(claimId, plate), [claimId]);
  // A plate saved earlier is looked up again, so the insurance check is today's.
  const initialPlate = claim.vehicleDetails?.licensePlate ?? "";
  const plateLookup = usePlateLookup({ initialPlate, lookUp, validationKey, blankIsQuiet: true });
  const { lookup, usable: insured } = plateLookup;
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!insured || saving) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const saved = await saveVehicleDetails(claimId, {
        licensePlate: insured.licensePlate,
        vinCode: insured.vinCode,
        mark: insured.manufacturer,
        model: insured.model,
        year: insured.year,
        transmissionType: insured.transmissionType,
        weightKg: insured.weightKg,
        bodyType: insured.bodyType,
        color: insured.color,
        driveType: insured.driveType,
      });
      useClaimFlow.getState().patch({ vehicleDetails: saved });
    } catch (error) {
      reportError({ step: "vehicle-details", action: "save", error, context: { claimId } });
      setSaving(false);
      return setSaveFailed(true);
    }
    next();
  }

  return (
    <section aria-labelledby="claim-vehicle-title">
      <h1 id="claim-vehicle-title">{t("claims:vehicle.title")}</h1>
      <p>{t("claims:vehicle.lead")}</p>
      <form onSubmit={submit} noValidate>
        <PlateField label={t("claims:vehicle.plateLabel")} name="licensePlate" plateLookup={plateLookup} />
        <LookupResult
          lookup={lookup}
          texts={{
            checking: t("claims:vehicle.checking"),
            notInsured: t("claims:vehicle.notInsured"),
            notFound: t("claims:vehicle.notFound"),
            lookupFailed: t("claims:vehicle.lookupFailed"),
          }}
          card={(vehicle, usable) => <VehicleSummary vehicle={vehicle} insured={usable} />}
          notice={(message) => <CallNotice message={message} />}
        />
        {saveFailed && <AlertBanner onDismiss={() => setSaveFailed(false)}>{t("common:errors.tryAgain")}</AlertBanner>}
        <ClaimNextButton saving={saving} disabled={!insured} />
      </form>
    </section>
  );
}
