import { useTranslation } from "react-i18next";
import type { ClaimLookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { VehicleCard } from "../../../widgets/vehicles/vehicle-card.tsx";

/** The vehicle the plate belongs to, and whether its insurance was confirmed. */
export function VehicleSummary({ vehicle, insured }: { vehicle: ClaimLookedUpVehicle; insured: boolean }) {
  const { t } = useTranslation("claims");
  const texts = {
    title: t("claims:vehicle.summaryTitle"),
    mark: t("claims:vehicle.mark"),
    model: t("claims:vehicle.model"),
    year: t("claims:vehicle.year"),
    note: insured ? t("claims:vehicle.insured") : null,
  };
  return <VehicleCard vehicle={vehicle} texts={texts} testId="vehicle-summary" />;
}
