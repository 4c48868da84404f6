import { useEffect, useState } from "react";
import { CASE_KINDS, type CaseKind } from "@hitch/contract/common/enum-values";
import type { FeedbackState } from "@hitch/contract/common/enums";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { useTheme } from "../../app/theme.ts";
import { loadFeedbackService, validateFeedback } from "../../widgets/feedback/feedback-api.ts";

export type LinkCheck = { state: "checking" } | { state: FeedbackState } | { state: "failed"; error: unknown };

export function caseKindOf(value: string | null): CaseKind | null {
  return (CASE_KINDS as readonly (string | null)[]).includes(value) ? (value as CaseKind) : null;
}

/**
 * The page's language comes from the link (the invitation was sent in it); the link's state from
 * the server; the theme and direct line from the invitation's service (decoration: failures only logged). A
 * missing or unknown caseType is 'not found' without asking the server.
 */
export function useFeedbackLink(uuid: string, caseType: CaseKind | null, language: string | null, attempt: number) {
  const [check, setCheck] = useState<LinkCheck>(caseType ? { state: "checking" } : { state: "NOT_FOUND" });
  // The service's direct line, for the Call button of a link that cannot be used.
  const [phone, setPhone] = useState<string | null>(null);

  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);

  useEffect(() => {
    if (!caseType) return setCheck({ state: "NOT_FOUND" });
    let current = true;
    setCheck({ state: "checking" });
    validateFeedback(uuid, caseType).then(
      (state) => current && setCheck({ state }),
      (error: unknown) => current && setCheck({ state: "failed", error }),
    );
    loadFeedbackService(uuid, caseType).then(
      (service) => {
        if (!current) return;
        useTheme.getState().setTheme(service.theme);
        setPhone(service.serviceDirectContact);
      },
      (error: unknown) => console.warn("feedback theme not loaded", error),
    );
    return () => {
      current = false;
    };
  }, [uuid, caseType, attempt]);

  return [check, setCheck, phone] as const;
}
