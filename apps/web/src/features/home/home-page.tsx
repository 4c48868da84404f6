import { useTranslation } from "react-i18next";
import { useEndedSession } from "../../app/ended-session.ts";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { LinkIcon, PhoneIcon } from "../../ui/icons.tsx";
import styles from "./home-page.module.css";

/** /: no link in hand. Explains how to get one; after a session the server ended, says so with the Call button. */
export function HomePage() {
  const { t } = useTranslation("common");
  const ended = useEndedSession();
  if (ended.ended)
    return (
      <ErrorScreen
        message={t("common:errors.link.LINK_EXPIRED")}
        hint={t("common:link.callForNewLink")}
        phone={ended.phone}
      />
    );
  return (
    <section aria-labelledby="home-title" className={styles.page}>
      <h1 id="home-title">{t("common:home.title")}</h1>
      <p className={styles.lead}>{t("common:home.lead")}</p>
      <ul className={styles.ways}>
        <li className={styles.way}>
          <span className={styles.icon}>
            <PhoneIcon size={28} />
          </span>
          <span>{t("common:home.callInsurer")}</span>
        </li>
        <li className={styles.way}>
          <span className={styles.icon}>
            <LinkIcon size={28} />
          </span>
          <span>{t("common:home.openAgain")}</span>
        </li>
      </ul>
    </section>
  );
}
