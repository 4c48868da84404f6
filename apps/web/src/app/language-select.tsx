import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@hitch/contract/common/enums";
import { client } from "../api/client.ts";
import { setLanguage } from "./i18n.ts";
import { useAssistanceSession } from "./assistance-session.ts";
import { useLocation } from "../ui/routing.tsx";
import { useClaimSession } from "./claim-session.ts";
import styles from "./header.module.css";
import { LanguagePicker } from "./language-picker.tsx";

export function LanguageSelect() {
  const { t } = useTranslation("common");
  const id = useId();
  const { pathname } = useLocation();
  const requestId = useAssistanceSession((s) => s.requestId);
  const claimId = useClaimSession((s) => s.claimId);

  async function change(value: Language) {
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
      <LanguagePicker id={id} className={styles.select} onPick={(language) => void change(language)} />
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
