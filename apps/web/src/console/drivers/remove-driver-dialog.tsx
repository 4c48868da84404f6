import { useTranslation } from "react-i18next";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";

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
    <ConfirmDialog
      subject={driver}
      texts={(d) => ({
        title: t("removeConfirm.title", { name: d.fullName }),
        text: t("removeConfirm.text"),
        cancel: t("cancel"),
        confirm: t("remove"),
      })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
