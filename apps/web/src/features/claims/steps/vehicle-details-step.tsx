import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { cleanPlate, plateSchema } from "@hitch/contract/common/plate";
import { useClaimSession } from "../../../app/claim-session.ts";
import { reportError } from "../../../app/error-tracking.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { saveVehicleDetails } from "../api/claims-api.ts";
import { CallNotice } from "../components/call-notice.tsx";
import { useClaimVehicleLookup, type Lookup } from "../components/use-claim-vehicle-lookup.ts";
import { VehicleSummary } from "../components/vehicle-summary.tsx";
import { useClaim, useClaimFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { validationKey } from "../validation-text.ts";

/** /claims/vehicle-details: the plate, the vehicle found for it with its insurance check. */
export default function VehicleDetailsStep() {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId)!;
  const claim = useClaim();
  const next = useNextStep("vehicle-details");
  const { lookup, run, invalidate } = useClaimVehicleLookup(claimId);
  const [plate, setPlate] = useState(claim.vehicleDetails?.licensePlate ?? "");
  const [plateError, setPlateError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  // A plate saved earlier is looked up again, so the insurance check is today's.
  useEffect(() => {
    if (claim.vehicleDetails?.licensePlate) void run(claim.vehicleDetails.licensePlate);
  }, []);

  const insured = lookup.state === "insured" ? lookup.vehicle : null;

  function checkPlate() {
    if (plate.trim() === "") return setPlateError(null);
    const check = plateSchema.safeParse(plate);
    setPlateError(check.success ? null : validationKey(check.error.issues[0]!.message));
    if (check.success) void run(plate);
  }

  function changePlate(value: string) {
    const cleaned = cleanPlate(value);
    if (cleaned !== plate && lookup.state !== "idle") invalidate();
    if (plateError) setPlateError(null);
    setPlate(cleaned);
  }

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
        <TextField
          label={t("claims:vehicle.plateLabel")}
          name="licensePlate"
          value={plate}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={12}
          onChange={(e) => changePlate(e.target.value)}
          onBlur={checkPlate}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            // Enter looks the plate up; it only submits once an insured vehicle is shown.
            if (!insured) e.preventDefault();
            checkPlate();
          }}
          error={plateError ? t(plateError) : null}
        />
        <LookupResult lookup={lookup} />
        {saveFailed && <AlertBanner onDismiss={() => setSaveFailed(false)}>{t("common:errors.tryAgain")}</AlertBanner>}
        <Button data-testid="claim-next" type="submit" block disabled={!insured || saving} aria-busy={saving || undefined}>
          {saving ? <Spinner small label={t("claims:saving")} /> : null}
          {t("claims:next")}
        </Button>
      </form>
    </section>
  );
}

function LookupResult({ lookup }: { lookup: Lookup }) {
  const { t } = useTranslation(["claims", "common"]);
  switch (lookup.state) {
    case "idle":
      return null;
    case "loading":
      return <Spinner label={t("claims:vehicle.checking")} />;
    case "insured":
      return <VehicleSummary vehicle={lookup.vehicle} insured />;
    case "notInsured":
      return (
        <>
          <VehicleSummary vehicle={lookup.vehicle} insured={false} />
          <CallNotice message={t("claims:vehicle.notInsured")} />
        </>
      );
    case "notFound":
      return <CallNotice message={t("claims:vehicle.notFound")} />;
    case "failed":
      return <CallNotice message={t(lookup.network ? "common:errors.networkProblem" : "claims:vehicle.lookupFailed")} />;
  }
}
