import { useTranslation } from "react-i18next";
import type { LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import styles from "./vehicle-card.module.css";

/** Mark, model and year of the vehicle the plate belongs to. */
export function VehicleCard({ vehicle }: { vehicle: LookedUpVehicle }) {
  const { t } = useTranslation("assistance");
  return (
    <section className={styles.card} aria-label={t("assistance:vehicle.cardTitle")} data-testid="vehicle-card">
      <span className={styles.plate}>{vehicle.licensePlate}</span>
      <dl className={styles.facts}>
        <div>
          <dt>{t("assistance:vehicle.mark")}</dt>
          <dd>{vehicle.manufacturer ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("assistance:vehicle.model")}</dt>
          <dd>{vehicle.model ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("assistance:vehicle.year")}</dt>
          <dd>{vehicle.year ?? "—"}</dd>
        </div>
      </dl>
    </section>
  );
}
