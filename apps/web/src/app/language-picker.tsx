import type { Language } from "@hitch/contract/common/enums";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { currentLanguage, isLanguage, setLanguage } from "./i18n.ts";
import { NATIVE_NAMES } from "./language-names.ts";

/**
 * The five languages as a select, each named in its own language, showing the app's current one. The
 * customer's header, the console and the driver app label and place it themselves; `onPick` hears a valid
 * choice (by default the app switches to it).
 */
export function LanguagePicker({
  id,
  className,
  onPick = (language) => void setLanguage(language),
}: {
  id: string;
  className?: string;
  onPick?: (language: Language) => void;
}) {
  return (
    <select
      id={id}
      className={className}
      value={currentLanguage()}
      onChange={(e) => isLanguage(e.target.value) && onPick(e.target.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {NATIVE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
