import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../console.module.css";
import own from "./request-actions.module.css";

/** The customer's photos as thumbnails; one opens full size over the page (Escape or the button closes it). */
export function RequestPhotos({ photos }: { photos: string[] }) {
  const { t } = useTranslation("console-requests");
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const show = (index: number) => {
    setOpen(index);
    dialog.current?.showModal();
  };
  return (
    <section className={`${styles.card} ${own.photos}`} aria-labelledby="request-photos">
      <h2 id="request-photos">{t("photos.title")}</h2>
      {photos.length === 0 ? (
        <p className={styles.muted}>{t("photos.none")}</p>
      ) : (
        <ul className={own.thumbs}>
          {photos.map((url, i) => (
            <li key={url}>
              <button type="button" className={own.thumb} onClick={() => show(i)}>
                <img src={url} alt={t("photos.thumbnail", { n: i + 1 })} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialog} className={own.viewer} aria-label={t("photos.fullSize")} onClose={() => setOpen(null)}>
        {open !== null && <img src={photos[open]} alt={t("photos.thumbnail", { n: open + 1 })} />}
        <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
          {t("photos.close")}
        </button>
      </dialog>
    </section>
  );
}
