import { useTranslation } from "react-i18next";
import { failureKey } from "../../api/error-key.ts";
import { Navigate } from "../../ui/routing.tsx";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { servedServiceLine } from "../../app/served-service-line.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { FindingScreen } from "./screens/finding-screen.tsx";
import { CancelledScreen, FinishedScreen, NoTruckScreen } from "./screens/outcome-screens.tsx";
import { WaitingScreen } from "./screens/waiting-screen.tsx";
import { useTracking } from "./store.ts";
import { useOrderSummary } from "./use-order-summary.ts";
import { useRequestStatus } from "./use-request-status.ts";
import styles from "./tracking.module.css";

/**
 * /assistance/track-driver: after submission, one screen per status, kept live by the status
 * stream (polling when the stream is unavailable). The assistance guard ensures a request id.
 */
export default function TrackingPage() {
  const requestId = useAssistanceSession((s) => s.requestId);
  if (!requestId) return <Navigate to="/" replace />;
  return <Tracking requestId={requestId} />;
}

function Tracking({ requestId }: { requestId: number }) {
  // The order summary names the incident with the flow's texts: loaded with the page's own, before the first
  // screen, so the summary arriving later never suspends a screen already shown (its spinner would hide it).
  const { t } = useTranslation(["tracking", "assistance"]);
  const serviceContact = useAssistanceSession((s) => s.serviceContact) ?? servedServiceLine();
  const timeZone = useAssistanceSession((s) => s.serviceTimeZone);
  const driverChanged = useTracking((s) => s.driverChanged);
  const { status, failed, error, sessionEnded, assignment, setLocalStatus } = useRequestStatus(requestId);
  const failedText = t(failureKey(error, "tracking:statusFailed"));
  const request = useOrderSummary(requestId, status?.status);

  const failure = (
    <p role="alert" className={styles.error}>
      {failedText}
    </p>
  );

  // A session that ended needs a new link, which only a call gets; refreshing would ask again in vain. Also when a
  // status was on screen (an operator revoked the links): its "refresh the page" could never help.
  if (failed && sessionEnded)
    return (
      <ErrorScreen
        message={t("common:errors.link.LINK_EXPIRED")}
        hint={t("common:link.callForNewLink")}
        phone={serviceContact}
      />
    );
  if (!status) {
    if (!failed) return <Spinner />;
    return (
      <ErrorScreen message={failedText} phone={serviceContact}>
        <Button variant="secondary" block onClick={() => window.location.reload()}>
          {t("tracking:refresh")}
        </Button>
      </ErrorScreen>
    );
  }

  const outcome = { requestId, request, serviceContact, timeZone };
  let screen;
  switch (status.status) {
    case "DRAFT":
      // Not submitted yet: back into the flow, whose guard picks the missing step.
      return <Navigate to="/assistance/additional-details" replace />;
    case "PENDING":
      screen = (
        <FindingScreen
          requestId={requestId}
          stage={status.stage}
          request={request}
          timeZone={timeZone}
          onCancelled={setLocalStatus}
        />
      );
      break;
    case "ACCEPTED":
      screen = assignment ? (
        <WaitingScreen
          requestId={requestId}
          assignment={assignment}
          driverChanged={driverChanged}
          request={request}
          timeZone={timeZone}
          onCancelled={setLocalStatus}
        />
      ) : (
        <Spinner />
      );
      break;
    case "TIMED_OUT":
      screen = <NoTruckScreen {...outcome} />;
      break;
    case "FINISHED":
      screen = <FinishedScreen {...outcome} />;
      break;
    case "CLIENT_CANCELLED":
      screen = <CancelledScreen {...outcome} />;
      break;
  }
  return (
    <>
      {failed && failure}
      {screen}
    </>
  );
}
