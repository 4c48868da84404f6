import { Modal } from "../../ui/modal.tsx";
import styles from "../console.module.css";

/** What the dialog says about the thing it asks about; each text already translated. */
export interface ConfirmTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

/**
 * Asks before a step that cannot be taken back, naming what it applies to, with Cancel first and the step in
 * the danger colour. Cancel (or Escape) leaves things as they are; closed while `subject` is null.
 */
export function ConfirmDialog<T>({
  subject,
  texts,
  onConfirm,
  onCancel,
}: {
  subject: T | null;
  texts: (subject: T) => ConfirmTexts;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
}) {
  const shown = subject === null ? null : texts(subject);
  return (
    <Modal
      open={subject !== null}
      title={shown?.title ?? ""}
      onClose={onCancel}
      footer={
        subject !== null &&
        shown && (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {shown.cancel}
            </button>
            <button type="button" className={styles.danger} onClick={() => onConfirm(subject)}>
              {shown.confirm}
            </button>
          </div>
        )
      }
    >
      {shown && <p>{shown.text}</p>}
    </Modal>
  );
}
