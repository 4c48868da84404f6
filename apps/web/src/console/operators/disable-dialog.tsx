import { useTranslation } from "react-i18next";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import { Modal } from "../../ui/modal.tsx";
import styles from "../console.module.css";

/**
 * Asks before an account is disabled, naming whom: disabling ends their sessions at once, so a slip of the
 * mouse on the wrong row would throw a colleague out mid-call. Cancel (or Escape) leaves them as they are.
 */
export function DisableDialog({
  row,
  onConfirm,
  onCancel,
}: {
  row: ConsoleOperatorRow | null;
  onConfirm: (row: ConsoleOperatorRow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("console-operators");
  return (
    <Modal
      open={row !== null}
      title={row ? t("confirmDisable.title", { name: row.name }) : ""}
      onClose={onCancel}
      footer={
        row && (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t("cancel")}
            </button>
            <button type="button" className={styles.danger} onClick={() => onConfirm(row)}>
              {t("disable")}
            </button>
          </div>
        )
      }
    >
      {row && <p>{t("confirmDisable.text", { name: row.name, email: row.email })}</p>}
    </Modal>
  );
}
