import { Suspense } from "react";
import { lazyWithRetry } from "../../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { JobProgressStep } from "@hitch/contract/common/enums";
import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { arrivalAt } from "../arrival.ts";
import { ArrivalTime } from "../components/arrival-time.tsx";
import { CallButton } from "../components/call-button.tsx";
import { CancelOrder } from "../components/cancel-order.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { TruckCard } from "../components/truck-card.tsx";
import { WarningIcon } from "../components/tracking-icons.tsx";
import styles from "../tracking.module.css";

// Leaflet is the biggest piece of this flow: it loads only once a driver is on the way.
const TruckMap = lazyWithRetry(() => import("../components/truck-map.tsx"));

// The heading follows the driver: on the way, there, towing, or done on the spot.
const HEADINGS: Record<JobProgressStep, string> = {
  ASSIGNED: "tracking:waiting.title",
  ON_THE_WAY: "tracking:waiting.title",
  ARRIVED: "tracking:waiting.arrivedTitle",
  TOWING: "tracking:waiting.towingTitle",
  FIXED_ON_SITE: "tracking:waiting.fixedTitle",
};

interface WaitingScreenProps {
  requestId: number;
  assignment: DriverAssignment;
  driverChanged: boolean;
  /** The order, for its summary and the customer's pin; null until read (or when it cannot be). */
  request: AssistanceRequest | null;
  timeZone: string | null;
  onCancelled: (status: AssistanceStatusResponse) => void;
}

/**
 * ACCEPTED: when the truck arrives, the truck on a small map, which truck and driver, Call the driver (the
 * main action), the order's summary, and Cancel last; the heading follows the driver's progress.
 */
export function WaitingScreen(props: WaitingScreenProps) {
  const { requestId, assignment, driverChanged, request, timeZone, onCancelled } = props;
  const { t } = useTranslation("tracking");
  const arrival = arrivalAt(assignment);
  const truck = assignment.driverLocation ?? null;
  const customer = request?.location ?? null;
  const progress = assignment.progress ?? "ASSIGNED";
  // Once the truck is there the arrival time has nothing left to say.
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
        {t(HEADINGS[progress])}
      </h1>
      <p role="status" className={`${styles.center} ${styles.muted}`} data-testid="job-progress">
        {t(`tracking:waiting.progress.${progress}`)}
      </p>
      {arrival !== null && underway && <ArrivalTime arrival={arrival} timeZone={timeZone} />}
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
      <TruckCard assignment={assignment} />
      <div className={styles.actions}>
        <CallButton phone={assignment.driver.phoneNumber}>{t("tracking:waiting.callDriver")}</CallButton>
      </div>
      {request && <OrderSummary request={request} timeZone={timeZone} />}
      <CancelOrder requestId={requestId} onCancelled={onCancelled} />
    </section>
  );
}
