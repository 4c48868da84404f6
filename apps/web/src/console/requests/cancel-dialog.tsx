import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CANCEL_REASONS, type CancelRequestBody } from "@hitch/contract/console/request-detail";
import { Modal } from "../../ui/modal.tsx";
import styles from "../console.module.css";
import own from "./request-page.module.css";

type Reason = (typeof CANCEL_REASONS)[number];

/** Asks why before cancelling for the customer: one reason from the short list, and a note (needed for Other). */
export function CancelDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: CancelRequestBody) => void;
}) {
  const { t } = useTranslation("console-requests");
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState("");
  const noteMissing = reason === "OTHER" && note.trim() === "";
  return (
    <Modal
      open={open}
      title={t("cancel.title")}
      onClose={onCancel}
      footer={
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t("cancel.keep")}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={!reason || noteMissing || pending}
            onClick={() => reason && onConfirm({ reason, note: note.trim() })}
          >
            {t("cancel.confirm")}
          </button>
        </div>
      }
    >
      <p>{t("cancel.explain")}</p>
      <fieldset className={own.reasons}>
        <legend>{t("cancel.reason")}</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />{" "}
            {t(`cancelReasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <div className={own.note}>
        <label htmlFor={`${id}-note`}>{reason === "OTHER" ? t("cancel.noteRequired") : t("cancel.note")}</label>
        <textarea id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Modal>
  );
}
