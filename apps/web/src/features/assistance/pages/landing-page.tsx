import { useTranslation } from "react-i18next";
import { useNavigate } from "../../../ui/routing.tsx";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { Button } from "../../../ui/button.tsx";
import { TowTruckIcon } from "../../../ui/icons.tsx";
import styles from "./landing-page.module.css";

/** /assistance/landing: what ordering help involves, and START. */
export function LandingPage() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const update = useAssistanceSession((s) => s.update);

  function start() {
    update({ assistanceFlowInitialized: true });
    navigate("/assistance/vehicle-details");
  }

  return (
    <section aria-labelledby="assistance-landing-title" className={styles.page}>
      <span className={styles.hero}>
        <TowTruckIcon size={72} />
      </span>
      <h1 id="assistance-landing-title" className={styles.title}>
        {t("common:assistanceLanding.title")}
      </h1>
      <p className={styles.lead}>{t("common:assistanceLanding.description")}</p>
      <ol className={styles.steps}>
        <li>{t("common:assistanceLanding.steps.vehicle")}</li>
        <li>{t("common:assistanceLanding.steps.incident")}</li>
        <li>{t("common:assistanceLanding.steps.location")}</li>
        <li>{t("common:assistanceLanding.steps.details")}</li>
      </ol>
      <p className={styles.speed}>{t("common:assistanceLanding.faster")}</p>
      <Button block onClick={start}>
        {t("common:assistanceLanding.start")}
      </Button>
    </section>
  );
}
