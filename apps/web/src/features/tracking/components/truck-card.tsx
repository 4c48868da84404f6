import { useTranslation } from "react-i18next";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import styles from "../tracking.module.css";

/** The truck to look out for (its plate large, as on the truck, and its make) and who drives it. */
export function TruckCard({ assignment }: { assignment: DriverAssignment }) {
  const { t } = useTranslation("tracking");
  const { driver, truck } = assignment;
  return (
    <section className={styles.truckCard} aria-labelledby="truck-card-title">
      <h2 id="truck-card-title" className="visually-hidden">
        {t("tracking:waiting.truck")}
      </h2>
      {(truck?.plate || truck?.vehicle) && (
        <div className={styles.truckIdentity}>
          {truck.plate && (
            <span className={styles.plate} data-testid="truck-plate">
              <span className="visually-hidden">{t("tracking:waiting.plate")} </span>
              {truck.plate}
            </span>
          )}
          {truck.vehicle && <span data-testid="truck-vehicle">{truck.vehicle}</span>}
        </div>
      )}
      <dl className={styles.details}>
        <div>
          <dt>{t("tracking:waiting.driver")}</dt>
          <dd data-testid="driver-name">{driver.fullName}</dd>
        </div>
        <div>
          <dt>{t("tracking:waiting.company")}</dt>
          <dd>{driver.company}</dd>
        </div>
        <div>
          <dt>{t("tracking:waiting.phone")}</dt>
          <dd>{driver.phoneNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
