import { useTranslation } from "react-i18next";
import { Modal } from "../../ui/modal.tsx";
import styles from "../console.module.css";

export interface KeyToRevoke {
  id: number;
  name: string;
}

/**
 * Asks before a key is revoked, naming it: the systems that use it stop at once and a revoked key does
 * not come back, so a click on the wrong row must not be enough. Cancel (or Escape) keeps the key.
 */
export function RevokeKeyDialog({
  apiKey,
  onConfirm,
  onCancel,
}: {
  apiKey: KeyToRevoke | null;
  onConfirm: (apiKey: KeyToRevoke) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("console-admin");
  return (
    <Modal
      open={apiKey !== null}
      title={apiKey ? t("apiKeys.confirmRevoke.title", { name: apiKey.name }) : ""}
      onClose={onCancel}
      footer={
        apiKey && (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t("apiKeys.cancel")}
            </button>
            <button type="button" className={styles.danger} onClick={() => onConfirm(apiKey)}>
              {t("apiKeys.revoke")}
            </button>
          </div>
        )
      }
    >
      {apiKey && <p>{t("apiKeys.confirmRevoke.text")}</p>}
    </Modal>
  );
}
