import { useTranslation } from "react-i18next";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { PhoneIcon } from "../../../ui/icons.tsx";
import { directionsUrl } from "../directions.ts";
import styles from "../case-page.module.css";

/** Where the car is repaired, with a call button and a directions link for the phone's maps app. */
export function WorkshopDetails({ workshop }: { workshop: Workshop | null }) {
  const { t } = useTranslation("cases");
  // The server's first paint renders this too, where there is no browser to ask (a plain web link then).
  const userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  const directions = workshop && directionsUrl(workshop.latitude, workshop.longitude, workshop.name, userAgent);
  // A geo: URI hands over to the maps app; only a web page wants a new tab.
  const newTab = directions?.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <section className={styles.card} aria-labelledby="case-workshop-title" data-testid="case-workshop">
      <h2 id="case-workshop-title" className={styles.cardTitle}>
        {t("cases:workshop.title")}
      </h2>
      {workshop ? (
        <>
          <p className={styles.workshopName}>{workshop.name}</p>
          <p>{workshop.address}</p>
          {workshop.description && <p className={styles.muted}>{workshop.description}</p>}
          <div className={styles.actions}>
            {workshop.phone && (
              <ButtonAnchor href={`tel:${workshop.phone.replace(/[^\d+]/g, "")}`} block>
                <PhoneIcon size={20} />
                {t("cases:workshop.call")}
              </ButtonAnchor>
            )}
            <ButtonAnchor variant="secondary" block href={directions ?? undefined} {...newTab}>
              {t("cases:workshop.directions")}
            </ButtonAnchor>
          </div>
        </>
      ) : (
        <p className={styles.muted}>{t("cases:workshop.none")}</p>
      )}
    </section>
  );
}
