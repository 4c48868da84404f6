import { useCallback, type FormEvent } from "react";
import { failureKey } from "../../../api/error-key.ts";
import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
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
  const form = useStepForm({
    initial: () => null,
    target: () => claimId,
    save: async (id) => {
      const found = insured!;
      const saved = await saveVehicleDetails(id, {
        licensePlate: found.licensePlate,
        vinCode: found.vinCode,
        mark: found.manufacturer,
        model: found.model,
        year: found.year,
        transmissionType: found.transmissionType,
        weightKg: found.weightKg,
        bodyType: found.bodyType,
        color: found.color,
        driveType: found.driveType,
      });
      useClaimFlow.getState().patch({ vehicleDetails: saved });
    },
    onSaved: next,
    onFailed: (error) => reportError({ step: "vehicle-details", action: "save", error, context: { claimId } }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Nothing to save until the plate's vehicle is found and insured.
    if (insured) form.submit();
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
        {form.failure && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(form.failure.error, "common:errors.tryAgain"))}
          </AlertBanner>
        )}
        <ClaimNextButton saving={form.saving} disabled={!insured} />
      </form>
    </section>
  );
}
