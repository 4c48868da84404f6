import { useTranslation } from "react-i18next";
import { Navigate } from "../../../../ui/routing.tsx";
import { currentLanguage } from "../../../../app/i18n.ts";
import { Button, ButtonLink } from "../../../../ui/button.tsx";
import { Modal } from "../../../../ui/modal.tsx";
import { useClaim } from "../../store.ts";
import { useDismissedOffer } from "./use-dismissed-offer.ts";
import { useFeedbackOffer } from "./use-feedback-offer.ts";
import { useHistoryTrap } from "./use-history-trap.ts";
import styles from "./claim-received-step.module.css";

/** /claims/claim-received: the confirmation; back stays here; feedback may be offered. */
export default function ClaimReceivedStep() {
  const claim = useClaim();
  // Only a filed claim is 'received': an early visit goes back to the step that files it.
  if (!claim.submitted) return <Navigate to="/claims/communication-preferences" replace />;
  return <Received claimUuid={claim.uuid} flagOn={claim.isMotionsCloudEnabled} />;
}

function Received({ claimUuid, flagOn }: { claimUuid: string; flagOn: boolean }) {
  const { t } = useTranslation(["claims", "common"]);
  useHistoryTrap();
  const feedbackUuid = useFeedbackOffer(claimUuid, flagOn);
  const [dismissed, dismiss] = useDismissedOffer(claimUuid);
  const feedbackPath = feedbackUuid && `/feedback/${feedbackUuid}?caseType=CLAIM&language=${currentLanguage()}`;

  return (
    <>
      <section aria-labelledby="claim-received-title" className={styles.received}>
        <span className={styles.icon} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="64"
            height="64"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="m7.5 12.5 3 3 6-6.5" />
          </svg>
        </span>
        <h1 id="claim-received-title">{t("claims:received.title")}</h1>
        <p className={styles.body}>{t("claims:received.body")}</p>
        {feedbackPath && dismissed && (
          // Put off once, the offer no longer interrupts: it waits here.
          <ButtonLink to={feedbackPath} variant="secondary" className={styles.later} data-testid="feedback-open">
            {t("claims:received.feedbackOpen")}
          </ButtonLink>
        )}
      </section>
      <Modal
        open={Boolean(feedbackPath) && !dismissed}
        title={t("claims:received.feedbackTitle")}
        onClose={dismiss}
        footer={
          <>
            <ButtonLink to={feedbackPath ?? "/"} block data-testid="feedback-open">
              {t("claims:received.feedbackOpen")}
            </ButtonLink>
            <Button variant="secondary" block onClick={dismiss}>
              {t("claims:received.feedbackLater")}
            </Button>
          </>
        }
      >
        <p>{t("claims:received.feedbackBody")}</p>
      </Modal>
    </>
  );
}
