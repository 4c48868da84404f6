import { useTranslation } from "react-i18next";
import type { LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import { VehicleCard as SharedVehicleCard } from "../../../widgets/vehicles/vehicle-card.tsx";

/** Mark, model and year of the vehicle the plate belongs to. */
export function VehicleCard({ vehicle }: { vehicle: LookedUpVehicle }) {
  const { t } = useTranslation("assistance");
  const texts = {
    title: t("assistance:vehicle.cardTitle"),
    mark: t("assistance:vehicle.mark"),
    model: t("assistance:vehicle.model"),
    year: t("assistance:vehicle.year"),
  };
  return <SharedVehicleCard vehicle={vehicle} texts={texts} testId="vehicle-card" />;
}
