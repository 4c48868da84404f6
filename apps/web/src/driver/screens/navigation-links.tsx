import { useTranslation } from "react-i18next";
import styles from "../driver.module.css";

/**
 * The pickup handed to the driver's navigation app: the phone's own (geo:, Android), Apple Maps, Google Maps
 * and Waze, each a target at least 48 px high for a thumb in a moving cab.
 */
export function NavigationLinks({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation("driver");
  const destination = `${latitude},${longitude}`;
  const external = { target: "_blank", rel: "noreferrer" };
  return (
    <nav className={styles.navigate} aria-label={t("driver:job.navigate")}>
      <a href={`geo:${destination}?q=${destination}`}>{t("driver:job.navigateMaps")}</a>
      <a href={`https://maps.apple.com/?daddr=${destination}&dirflg=d`} {...external}>
        Apple Maps
      </a>
      <a href={`https://www.google.com/maps/dir/?api=1&destination=${destination}`} {...external}>
        Google Maps
      </a>
      <a href={`https://waze.com/ul?ll=${destination}&navigate=yes`} {...external}>
        Waze
      </a>
    </nav>
  );
}
