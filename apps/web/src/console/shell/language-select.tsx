import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "../../app/language-picker.tsx";

export function ConsoleLanguageSelect() {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{t("nav.language")}</label>
      <LanguagePicker id={id} />
    </div>
  );
}
