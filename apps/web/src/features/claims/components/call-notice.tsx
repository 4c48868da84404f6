import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { PhoneIcon } from "../../../ui/icons.tsx";
import styles from "./call-notice.module.css";

/** A problem the user cannot fix here: its text, 'contact the operator' and a call-operator button. */
export function CallNotice({ message }: { message: string }) {
  const { t } = useTranslation(["claims", "common"]);
  const phone = useClaimSession((s) => s.serviceContact);
  return (
    <div className={styles.notice} role="alert" data-testid="call-notice">
      <p className={styles.text}>{message}</p>
      <p className={styles.help}>{t("claims:vehicle.contactOperator")}</p>
      {phone && (
        <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, "")}`} variant="secondary" block>
          <PhoneIcon size={20} />
          {t("claims:vehicle.callOperator")}
        </ButtonAnchor>
      )}
    </div>
  );
}
