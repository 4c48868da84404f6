import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../shell/confirm-dialog.tsx";

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
    <ConfirmDialog
      subject={apiKey}
      texts={(k) => ({
        title: t("apiKeys.confirmRevoke.title", { name: k.name }),
        text: t("apiKeys.confirmRevoke.text"),
        cancel: t("apiKeys.cancel"),
        confirm: t("apiKeys.revoke"),
      })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
