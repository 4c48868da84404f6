import { Suspense, type ReactNode } from "react";
import { lazyWithRetry } from "../../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import { TowTruckIcon } from "../../../ui/icons.tsx";
import { CallButton } from "../components/call-button.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { OutcomeScreen } from "../components/outcome-screen.tsx";
import { CancelledIcon, CheckCircleIcon } from "../components/tracking-icons.tsx";
import styles from "../tracking.module.css";

// The rating reuses the feedback page's form: it is loaded only when a job has finished.
const FinishedRating = lazyWithRetry(() => import("../components/finished-rating.tsx"));

interface OutcomeProps {
  requestId: number;
  request: AssistanceRequest | null;
  serviceContact: string | null;
  timeZone: string | null;
}

/** TIMED_OUT: nobody accepted in time; the operators call back, or the customer calls them. */
export function NoTruckScreen({ request, serviceContact, timeZone }: OutcomeProps) {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen
      tone="danger"
      icon={<TowTruckIcon size={56} />}
      title={t("tracking:noTruck.title")}
      actions={<CallService phone={serviceContact} />}
      details={<Summary request={request} timeZone={timeZone} />}
    >
      <p className={styles.muted}>{t("tracking:noTruck.callBack")}</p>
      <p className={styles.strong}>{t("tracking:noTruck.contact")}</p>
    </OutcomeScreen>
  );
}

/** FINISHED: the driver has done the job; the rating is offered right here. */
export function FinishedScreen({ requestId, request, serviceContact, timeZone }: OutcomeProps) {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen
      tone="success"
      icon={<CheckCircleIcon size={56} />}
      title={t("tracking:finished.title")}
      actions={<CallService phone={serviceContact} variant="secondary" />}
      details={<Summary request={request} timeZone={timeZone} />}
    >
      <p className={styles.muted}>{t("tracking:finished.body")}</p>
      <Suspense fallback={null}>
        <FinishedRating requestId={requestId} />
      </Suspense>
    </OutcomeScreen>
  );
}

/** CLIENT_CANCELLED: the customer cancelled the order. */
export function CancelledScreen({ request, serviceContact, timeZone }: OutcomeProps) {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen
      tone="neutral"
      icon={<CancelledIcon size={56} />}
      title={t("tracking:cancelled.title")}
      actions={<CallService phone={serviceContact} variant="secondary" />}
      details={<Summary request={request} timeZone={timeZone} />}
    >
      <p className={styles.muted}>{t("tracking:cancelled.body")}</p>
    </OutcomeScreen>
  );
}

/** The service's line, its number on the button: it can be read out or dialled from another phone. */
function CallService({ phone, variant }: { phone: string | null; variant?: "secondary" }): ReactNode {
  const { t } = useTranslation("tracking");
  if (!phone) return null;
  return (
    <CallButton phone={phone} variant={variant}>
      {t("common:actions.call")} {phone}
    </CallButton>
  );
}

function Summary({ request, timeZone }: { request: AssistanceRequest | null; timeZone: string | null }) {
  return request ? (
    <div className={styles.outcomeSummary}>
      <OrderSummary request={request} timeZone={timeZone} />
    </div>
  ) : null;
}
