import { useTranslation } from "react-i18next";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import { Modal } from "../../ui/modal.tsx";
import styles from "../console.module.css";

/**
 * Asks before a driver is removed, naming them: removal signs their phones out at once, so a slip of the
 * mouse must not be enough. Cancel (or Escape) keeps the driver.
 */
export function RemoveDriverDialog({
  driver,
  onConfirm,
  onCancel,
}: {
  driver: FleetDriver | null;
  onConfirm: (driver: FleetDriver) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("console-drivers");
  return (
    <Modal
      open={driver !== null}
      title={driver ? t("removeConfirm.title", { name: driver.fullName }) : ""}
      onClose={onCancel}
      footer={
        driver && (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t("cancel")}
            </button>
            <button type="button" className={styles.danger} onClick={() => onConfirm(driver)}>
              {t("remove")}
            </button>
          </div>
        )
      }
    >
      {driver && <p>{t("removeConfirm.text")}</p>}
    </Modal>
  );
}
