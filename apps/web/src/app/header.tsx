import { useTranslation } from "react-i18next";
import { useTheme } from "./theme.ts";
import { LanguageSelect } from "./language-select.tsx";
import styles from "./header.module.css";

export function Header() {
  return <HeaderBar logo={useTheme((s) => s.logo)} />;
}

/**
 * The header for a given logo (null: the wordmark); the first-paint frames render it without the store. A page the
 * server sends without the app (its "too many attempts" page) has no language picker: nothing would answer it.
 */
export function HeaderBar({ logo, languagePicker = true }: { logo: string | null; languagePicker?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <header className={styles.header}>
      <span className={styles.home}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={t("common:header.logoAlt")} />
        ) : (
          <span className={styles.wordmark}>Hitch</span>
        )}
      </span>
      {languagePicker && <LanguageSelect />}
    </header>
  );
}
