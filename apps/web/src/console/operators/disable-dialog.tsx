import { useTranslation } from "react-i18next";
import type { ConsoleOperatorRow } from "@hitch/contract/console/operators";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";

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
    <ConfirmDialog
      subject={row}
      texts={(r) => ({
        title: t("confirmDisable.title", { name: r.name }),
        text: t("confirmDisable.text", { name: r.name, email: r.email }),
        cancel: t("cancel"),
        confirm: t("disable"),
      })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
