import { useTranslation } from "react-i18next";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { CallNotice as SharedCallNotice } from "../../../ui/call-notice.tsx";

/** A problem the user cannot fix here: its text and a Call button for the service's direct line. */
export function CallNotice({ message }: { message: string }) {
  const { t } = useTranslation(["assistance", "common"]);
  const phone = useAssistanceSession((s) => s.serviceContact);
  return (
    <SharedCallNotice
      message={message}
      help={t("assistance:vehicle.contactOperator")}
      callLabel={t("common:actions.call")}
      phone={phone}
    />
  );
}
