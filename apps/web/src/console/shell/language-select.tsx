import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { currentLanguage, isLanguage, setLanguage } from "../../app/i18n.ts";

/** Each language names itself, so an operator who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Language, string> = {
  en: "English",
  et: "Eesti",
  ru: "Русский",
  lv: "Latviešu",
  lt: "Lietuvių",
};

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
