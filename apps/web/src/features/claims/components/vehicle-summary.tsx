import { useTranslation } from "react-i18next";
import type { ClaimLookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import styles from "./vehicle-summary.module.css";

/** The vehicle the plate belongs to, and whether its insurance was confirmed. */
export function VehicleSummary({ vehicle, insured }: { vehicle: ClaimLookedUpVehicle; insured: boolean }) {
  const { t } = useTranslation("claims");
  return (
    <section className={styles.card} aria-label={t("claims:vehicle.summaryTitle")} data-testid="vehicle-summary">
      <span className={styles.plate}>{vehicle.licensePlate}</span>
      <dl className={styles.facts}>
        <div>
          <dt>{t("claims:vehicle.mark")}</dt>
          <dd>{vehicle.manufacturer ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("claims:vehicle.model")}</dt>
          <dd>{vehicle.model ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("claims:vehicle.year")}</dt>
          <dd>{vehicle.year ?? "—"}</dd>
        </div>
      </dl>
      {insured && <p className={styles.insured}>{t("claims:vehicle.insured")}</p>}
    </section>
  );
}
