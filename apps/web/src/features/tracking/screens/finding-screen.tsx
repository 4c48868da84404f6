import { useTranslation } from "react-i18next";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { DispatchStage } from "@hitch/contract/common/enums";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { TowTruckIcon } from "../../../ui/icons.tsx";
import { CancelOrder } from "../components/cancel-order.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { CheckIcon } from "../components/tracking-icons.tsx";
import { PROGRESS_MESSAGES, progressIndex } from "../progress-messages.ts";
import styles from "../tracking.module.css";

interface FindingScreenProps {
  requestId: number;
  stage: DispatchStage | null;
  request: AssistanceRequest | null;
  timeZone: string | null;
  onCancelled: (status: AssistanceStatusResponse) => void;
}

/** PENDING: the eight progress messages, advanced by the dispatch engine's real stage. */
export function FindingScreen({ requestId, stage, request, timeZone, onCancelled }: FindingScreenProps) {
  const { t } = useTranslation("tracking");
  const current = progressIndex(stage);
  return (
    <section aria-labelledby="tracking-title" className={styles.page}>
      <span className={`${styles.hero} ${styles.pulse}`}>
        <TowTruckIcon size={56} />
      </span>
      <h1 id="tracking-title" className={styles.center}>
        {t("tracking:finding.title")}
      </h1>
      <p className={`${styles.center} ${styles.muted}`}>{t("tracking:finding.duration")}</p>
      <p role="status" className={styles.currentMessage} data-testid="progress-message">
        {t(PROGRESS_MESSAGES[current].key)}
      </p>
      <ol className={styles.progress} aria-label={t("tracking:finding.progressLabel")}>
        {PROGRESS_MESSAGES.map((message, index) => {
          const state = index < current ? "done" : index === current ? "current" : "upcoming";
          return (
            <li key={message.key} className={styles[state]} aria-current={state === "current" ? "step" : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {state === "done" ? <CheckIcon /> : index + 1}
              </span>
              <span>{t(message.key)}</span>
              {state !== "upcoming" && (
                <span className="visually-hidden">
                  {state === "done" ? t("tracking:finding.done") : t("tracking:finding.current")}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {request && <OrderSummary request={request} timeZone={timeZone} />}
      <CancelOrder requestId={requestId} onCancelled={onCancelled} />
    </section>
  );
}
