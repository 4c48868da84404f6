import { useTranslation } from "react-i18next";
import { TowTruckIcon } from "../../../ui/icons.tsx";
import { CallButton } from "../components/call-button.tsx";
import { OutcomeScreen } from "../components/outcome-screen.tsx";
import { CancelledIcon, CheckCircleIcon } from "../components/tracking-icons.tsx";
import styles from "../tracking.module.css";

/** TIMED_OUT: nobody accepted in time; the operators call back, or the customer calls them. */
export function NoTruckScreen({ serviceContact }: { serviceContact: string | null }) {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen
      tone="danger"
      icon={<TowTruckIcon size={56} />}
      title={t("tracking:noTruck.title")}
      actions={
        serviceContact && (
          <CallButton phone={serviceContact}>
            {/* The number itself too: it can be read out or dialled from another phone. */}
            {t("common:actions.call")} {serviceContact}
          </CallButton>
        )
      }
    >
      <p className={styles.muted}>{t("tracking:noTruck.callBack")}</p>
      <p className={styles.strong}>{t("tracking:noTruck.contact")}</p>
    </OutcomeScreen>
  );
}

/** FINISHED: the driver has done the job. */
export function FinishedScreen() {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen tone="success" icon={<CheckCircleIcon size={56} />} title={t("tracking:finished.title")}>
      <p className={styles.muted}>{t("tracking:finished.body")}</p>
    </OutcomeScreen>
  );
}

/** CLIENT_CANCELLED: the customer cancelled the order. */
export function CancelledScreen({ serviceContact }: { serviceContact: string | null }) {
  const { t } = useTranslation("tracking");
  return (
    <OutcomeScreen
      tone="neutral"
      icon={<CancelledIcon size={56} />}
      title={t("tracking:cancelled.title")}
      actions={
        serviceContact && (
          <CallButton phone={serviceContact} variant="secondary">
            {t("common:actions.call")} {serviceContact}
          </CallButton>
        )
      }
    >
      <p className={styles.muted}>{t("tracking:cancelled.body")}</p>
    </OutcomeScreen>
  );
}
