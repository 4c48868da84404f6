import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../ui/routing.tsx";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";

/** 'Claim not found.' when a step saves without a stored claim id; closing it goes home. */
export function ClaimNotFoundModal({ open }: { open: boolean }) {
  const { t } = useTranslation(["claims", "common"]);
  const navigate = useNavigate();
  const home = () => navigate("/", { replace: true });
  return (
    <Modal
      open={open}
      title={t("claims:claimNotFound")}
      onClose={home}
      footer={
        <Button block onClick={home}>
          {t("common:actions.close")}
        </Button>
      }
    >
      <p>{t("claims:incidents.invalidClaimHint")}</p>
    </Modal>
  );
}
