import { useTranslation } from "react-i18next";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { PhoneIcon } from "../../../ui/icons.tsx";
import styles from "./call-notice.module.css";

/** A problem the user cannot fix here: its text and a Call button for the service's direct line. */
export function CallNotice({ message }: { message: string }) {
  const { t } = useTranslation(["assistance", "common"]);
  const phone = useAssistanceSession((s) => s.serviceContact);
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>{message}</p>
      <p className={styles.help}>{t("assistance:vehicle.contactOperator")}</p>
      {phone && (
        <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, "")}`} variant="secondary" block>
          <PhoneIcon size={20} />
          {t("common:actions.call")}
        </ButtonAnchor>
      )}
    </div>
  );
}
