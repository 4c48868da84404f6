import { useTranslation } from "react-i18next";
import { useTheme } from "./theme.ts";
import { LanguageSelect } from "./language-select.tsx";
import styles from "./header.module.css";

export function Header() {
  const { t } = useTranslation("common");
  const logo = useTheme((s) => s.logo);
  return (
    <header className={styles.header}>
      <span className={styles.home}>
        {logo ? (
          <img className={styles.logo} src={logo} alt={t("common:header.logoAlt")} />
        ) : (
          <span className={styles.wordmark}>Hitch</span>
        )}
      </span>
      <LanguageSelect />
    </header>
  );
}
