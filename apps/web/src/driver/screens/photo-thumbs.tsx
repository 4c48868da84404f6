import { useTranslation } from "react-i18next";
import styles from "../driver.module.css";

/** The customer's photos as small thumbnails; each opens full size in a new tab. */
export function PhotoThumbs({ photos }: { photos: string[] | undefined }) {
  const { t } = useTranslation("driver");
  if (!photos || photos.length === 0) return null;
  return (
    <ul className={styles.thumbs} aria-label={t("driver:offers.photos")}>
      {photos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={t("driver:offers.photo", { number: i + 1 })} width={72} height={72} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
