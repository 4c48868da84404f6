import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { fetchCustomerLocation } from "../api/tracking-api.ts";
import { arrivalAt } from "../arrival.ts";
import { CallButton } from "../components/call-button.tsx";
import { CancelOrder } from "../components/cancel-order.tsx";
import { EtaCountdown } from "../components/eta-countdown.tsx";
import { WarningIcon } from "../components/tracking-icons.tsx";
import styles from "../tracking.module.css";

// Leaflet is the biggest piece of this flow: it loads only once a driver is on the way.
const TruckMap = lazy(() => import("../components/truck-map.tsx"));

interface WaitingScreenProps {
  requestId: number;
  assignment: DriverAssignment;
  driverChanged: boolean;
  onCancelled: (status: AssistanceStatusResponse) => void;
}

type Point = { latitude: number; longitude: number };

/** ACCEPTED: countdown, driver, call action, the truck on a small map, and the driver-changed warning. */
export function WaitingScreen({ requestId, assignment, driverChanged, onCancelled }: WaitingScreenProps) {
  const { t } = useTranslation("tracking");
  const customer = useCustomerLocation(requestId);
  const arrival = arrivalAt(assignment);
  const { driver } = assignment;
  const truck = assignment.driverLocation ?? null;
  const progress = assignment.progress ?? "ASSIGNED";
  // Once the truck is there the countdown has nothing left to say.
  const underway = progress === "ASSIGNED" || progress === "ON_THE_WAY";

  return (
    <section aria-labelledby="tracking-title" className={styles.page}>
      {driverChanged && (
        <p role="alert" className={styles.warning}>
          <WarningIcon size={22} />
          <span>{t("tracking:waiting.driverChanged")}</span>
        </p>
      )}
      <h1 id="tracking-title" className={styles.center}>
        {t("tracking:waiting.title")}
      </h1>
      <p role="status" className={styles.center} data-testid="job-progress">
        {t(`tracking:waiting.progress.${progress}`)}
      </p>
      {arrival !== null && underway && <EtaCountdown arrival={arrival} />}
      {(truck || customer) && (
        <Suspense fallback={<div className={styles.mapBox} />}>
          <TruckMap
            truck={truck}
            customer={customer}
            label={t("tracking:waiting.mapLabel")}
            truckLabel={t("tracking:waiting.truck")}
            customerLabel={t("tracking:waiting.you")}
          />
        </Suspense>
      )}
      <dl className={styles.driverCard}>
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
      <div className={styles.actions}>
        <CallButton phone={driver.phoneNumber}>{t("tracking:waiting.callDriver")}</CallButton>
        <CancelOrder requestId={requestId} onCancelled={onCancelled} />
      </div>
    </section>
  );
}

/** The request's own location, for the customer pin; without it the map shows the truck alone. */
function useCustomerLocation(requestId: number): Point | null {
  const [location, setLocation] = useState<Point | null>(null);
  useEffect(() => {
    let live = true;
    fetchCustomerLocation(requestId).then(
      (point) => live && setLocation(point),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [requestId]);
  return location;
}
