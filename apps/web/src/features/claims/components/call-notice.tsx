import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../../app/claim-session.ts";
import { CallNotice as SharedCallNotice } from "../../../ui/call-notice.tsx";

/** A problem the user cannot fix here: its text, 'contact the operator' and a call-operator button. */
export function CallNotice({ message }: { message: string }) {
  const { t } = useTranslation(["claims", "common"]);
  const phone = useClaimSession((s) => s.serviceContact);
  return (
    <SharedCallNotice
      message={message}
      help={t("claims:vehicle.contactOperator")}
      callLabel={t("claims:vehicle.callOperator")}
      phone={phone}
      testId="call-notice"
    />
  );
}
