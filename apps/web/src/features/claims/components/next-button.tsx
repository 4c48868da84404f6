import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";

interface ClaimNextButtonProps {
  saving: boolean;
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
}

/** A claim step's Next: busy with 'Saving...' while the step is being saved. */
export function ClaimNextButton({ saving, disabled, onClick }: ClaimNextButtonProps) {
  const { t } = useTranslation("claims");
  return (
    <Button
      data-testid="claim-next"
      type={onClick ? "button" : "submit"}
      block
      onClick={onClick}
      disabled={saving || disabled}
      aria-busy={saving || undefined}
    >
      {saving ? <Spinner small label={t("claims:saving")} /> : null}
      {t("claims:next")}
    </Button>
  );
}
