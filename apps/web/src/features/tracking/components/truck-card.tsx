import { useTranslation } from "react-i18next";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import styles from "../tracking.module.css";
import own from "./truck-card.module.css";

/**
 * The truck to look out for (its plate large, as on the truck, and its make) and who drives it, with the driver's
 * photo when they have set one.
 */
export function TruckCard({ assignment }: { assignment: DriverAssignment }) {
  const { t } = useTranslation("tracking");
  const { driver, truck } = assignment;
  return (
    <section className={styles.truckCard} aria-labelledby="truck-card-title">
      <h2 id="truck-card-title" className="visually-hidden">
        {t("tracking:waiting.truck")}
      </h2>
      {(driver.photoUrl || truck?.plate || truck?.vehicle) && (
        <div className={styles.truckIdentity}>
          {driver.photoUrl && (
            <img
              src={driver.photoUrl}
              alt={t("tracking:waiting.driverPhoto")}
              className={own.driverPhoto}
              data-testid="driver-photo"
            />
          )}
          {truck?.plate && (
            <span className={styles.plate} data-testid="truck-plate">
              <span className="visually-hidden">{t("tracking:waiting.plate")} </span>
              {truck.plate}
            </span>
          )}
          {truck?.vehicle && <span data-testid="truck-vehicle">{truck.vehicle}</span>}
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
