import { useState } from "react";
import { useTranslation } from "react-i18next";
import { failureKey } from "../../../api/error-key.ts";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { isApiError } from "../../../api/api-error.ts";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { cancelRequest } from "../api/tracking-api.ts";
import styles from "../tracking.module.css";

interface CancelOrderProps {
  requestId: number;
  /** The request is cancelled: show the cancelled screen at once. */
  onCancelled: (status: AssistanceStatusResponse) => void;
}

/** 'Cancel the order' with a confirmation, then POST cancel. */
export function CancelOrder({ requestId, onCancelled }: CancelOrderProps) {
  const { t } = useTranslation("tracking");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);

  async function confirm() {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await cancelRequest(requestId);
      setOpen(false);
      onCancelled({ status: answer.status, stage: null });
    } catch (error) {
      // 409: the request moved on meanwhile (finished, timed out); the live status shows where.
      if (isApiError(error) && error.status === 409) setOpen(false);
      else setFailed({ error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Secondary and red: it undoes the order, and must not compete with the screen's main action. */}
      <Button variant="secondary" block className={styles.destructive} onClick={() => setOpen(true)}>
        {t("tracking:cancel.action")}
      </Button>
      <Modal
        open={open}
        title={t("tracking:cancel.confirmTitle")}
        onClose={() => !busy && setOpen(false)}
        footer={
          <div className={styles.modalActions}>
            {/* Keeping the order is the safe choice, so it is the main button; cancelling is red and outlined. */}
            <Button block onClick={() => setOpen(false)} disabled={busy}>
              {t("tracking:cancel.keep")}
            </Button>
            <Button
              variant="secondary"
              block
              className={styles.destructive}
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              {t("tracking:cancel.confirm")}
            </Button>
          </div>
        }
      >
        <p>{t("tracking:cancel.confirmBody")}</p>
        {failed && (
          <p role="alert" className={styles.error}>
            {t(failureKey(failed.error, "tracking:cancel.failed"))}
          </p>
        )}
      </Modal>
    </>
  );
}
