import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { currentLanguage, isLanguage, setLanguage } from "../../app/i18n.ts";
import { NATIVE_NAMES } from "../../app/language-names.ts";

export function ConsoleLanguageSelect() {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{t("nav.language")}</label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(e) => isLanguage(e.target.value) && void setLanguage(e.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
