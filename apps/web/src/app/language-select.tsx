import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { LANGUAGES } from "@hitch/contract/common/enum-values";
import { client } from "../api/client.ts";
import { currentLanguage, isLanguage, setLanguage } from "./i18n.ts";
import { useAssistanceSession } from "./assistance-session.ts";
import { useLocation } from "../ui/routing.tsx";
import { useClaimSession } from "./claim-session.ts";
import styles from "./header.module.css";
import { NATIVE_NAMES } from "./language-names.ts";

export function LanguageSelect() {
  const { t } = useTranslation("common");
  const id = useId();
  const { pathname } = useLocation();
  const requestId = useAssistanceSession((s) => s.requestId);
  const claimId = useClaimSession((s) => s.claimId);

  async function change(value: string) {
    if (!isLanguage(value)) return;
    // The server only needs to know for the request or claim being worked on now (not for id 0 or none).
    // It is told at once, not after the new texts have downloaded: on a weak connection that can take a while.
    tellServer(pathname, requestId, claimId, value)?.catch(() => undefined);
    await setLanguage(value);
  }

  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t("common:header.language")}
      </label>
      <select id={id} className={styles.select} value={currentLanguage()} onChange={(e) => void change(e.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

function tellServer(pathname: string, requestId: number | null, claimId: number | null, language: Language) {
  const body = { language };
  if (pathname.startsWith("/assistance") && requestId) {
    return client.PATCH("/assistance-request/{id}/language", { params: { path: { id: requestId } }, body });
  }
  if (pathname.startsWith("/claims") && claimId)
    return client.PATCH("/claims/{id}/language", { params: { path: { id: claimId } }, body });
  return null;
}
