import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { useLocation, useParams } from "../../ui/routing.tsx";
import { isApiError } from "../../api/api-error.ts";
import { currentLanguage } from "../../app/i18n.ts";
import { loadThemeByService } from "../../app/theme.ts";
import { forgetOnce, useOnce } from "../../app/use-once.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { DocumentIcon, TowTruckIcon } from "../../ui/icons.tsx";
import { TileGrid } from "../../ui/tile-grid.tsx";
import styles from "./partner.module.css";

/** /partner/:serviceLinkName: the service's own landing with its two ways in. */
export function PartnerLandingPage() {
  const { t } = useTranslation("common");
  const { serviceLinkName = "" } = useParams();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Per visit: coming back from another service's page must apply this service's theme again.
  const key = `theme:${serviceLinkName}:${location.key}:${attempt}`;
  const theme = useOnce(key, () => loadThemeByService(serviceLinkName));

  if (!theme.ok) {
    const offline = isApiError(theme.error) && theme.error.isNetworkProblem;
    const retry = () => {
      forgetOnce(key);
      setAttempt((n) => n + 1);
    };
    return (
      <ErrorScreen message={t(offline ? "common:errors.networkProblem" : "common:errors.tryAgain")}>
        <Button variant="secondary" block onClick={retry}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  }

  return <PartnerChoices serviceLinkName={serviceLinkName} language={currentLanguage()} />;
}

/**
 * The landing's content once the service is known. Also rendered at build time, per language, into the
 * page the server answers first (app/first-paint), so it must depend on nothing but its props.
 */
export function PartnerChoices({ serviceLinkName, language }: { serviceLinkName: string; language: Language }) {
  const { t } = useTranslation("common");
  const name = encodeURIComponent(serviceLinkName);
  return (
    <section aria-labelledby="partner-title">
      <h1 id="partner-title" className={styles.title}>
        {t("common:partner.title")}
      </h1>
      <p className={styles.lead}>{t("common:partner.lead")}</p>
      <TileGrid
        single
        tiles={[
          {
            id: "claim",
            label: t("common:partner.claim"),
            icon: <DocumentIcon size={40} />,
            to: `/partner/claim/${name}?language=${language}`,
          },
          {
            id: "assistance",
            label: t("common:partner.assistance"),
            icon: <TowTruckIcon size={40} />,
            to: `/partner/assistance-request/${name}?language=${language}`,
          },
        ]}
      />
    </section>
  );
}
