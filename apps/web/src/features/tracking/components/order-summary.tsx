import { useTranslation } from "react-i18next";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import { INCIDENT_LABELS } from "../../../widgets/incidents/incident-labels.ts";
import { dayAndTime } from "../arrival.ts";
import styles from "../tracking.module.css";

interface OrderSummaryProps {
  request: AssistanceRequest;
  timeZone: string | null;
}

/**
 * The reference to quote on the phone and what was ordered: the problem, the pickup address and the vehicle
 * (while the server still gives them), when it was ordered and, once over, when it ended.
 */
export function OrderSummary({ request, timeZone }: OrderSummaryProps) {
  const { t, i18n } = useTranslation(["tracking", "assistance"]);
  const when = (iso: string | null) => (iso ? dayAndTime(Date.parse(iso), i18n.language, timeZone) : null);
  const { vehicle } = request;
  const vehicleText = [vehicle.licensePlate, [vehicle.mark, vehicle.model].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const endLabel = END_LABELS[request.status];
  const rows: [string, string | null, string?][] = [
    [t("tracking:order.reference"), request.externalId, "order-reference"],
    [t("tracking:order.problem"), request.incidentType && t(INCIDENT_LABELS[request.incidentType])],
    [t("tracking:order.address"), request.address],
    [t("tracking:order.vehicle"), vehicleText || null],
    [t("tracking:order.ordered"), when(request.submitTime)],
    [endLabel ? t(endLabel) : "", endLabel ? when(request.endTime) : null],
  ];
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {t("tracking:order.title")}
      </h2>
      <dl className={styles.details}>
        {rows.map(
          ([label, value, testId]) =>
            value && (
              <div key={label}>
                <dt>{label}</dt>
                <dd data-testid={testId}>{value}</dd>
              </div>
            ),
        )}
      </dl>
    </section>
  );
}

// How the order ended names the time it ended.
const END_LABELS: Partial<Record<AssistanceRequest["status"], string>> = {
  FINISHED: "tracking:order.finished",
  CLIENT_CANCELLED: "tracking:order.cancelled",
  TIMED_OUT: "tracking:order.timedOut",
};
