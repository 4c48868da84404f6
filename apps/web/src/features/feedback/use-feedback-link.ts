import { useEffect, useState } from "react";
import { CASE_KINDS, type CaseKind } from "@hitch/contract/common/enum-values";
import type { FeedbackState } from "@hitch/contract/common/enums";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { themeCameWithPage, useTheme } from "../../app/theme.ts";
import { loadFeedbackService, validateFeedback } from "../../widgets/feedback/feedback-api.ts";

export type LinkCheck = { state: "checking" } | { state: FeedbackState } | { state: "failed"; error: unknown };

export function caseKindOf(value: string | null): CaseKind | null {
  return (CASE_KINDS as readonly (string | null)[]).includes(value) ? (value as CaseKind) : null;
}

/**
 * Whether a link's page needs its service, and when: "no" when the page came with it (the server writes the
 * service's theme and direct line into a page whose service it knows), else "before" an error screen is shown
 * (whose Call button needs the service's line) and "beside" a usable link's form (its brand).
 */
export function serviceNeeded(state: LinkCheck["state"], serviceCameWithPage: boolean): "before" | "beside" | "no" {
  if (serviceCameWithPage) return "no";
  return state === "VALID" ? "beside" : "before";
}

/**
 * The page's language comes from the link (the invitation was sent in it); the link's state from the server; the
 * theme and direct line from the invitation's service (decoration: failures only logged). A missing or unknown
 * caseType is 'not found' without asking the server.
 *
 * The service is asked for only when the page came without it, the server not knowing the invitation: a link that
 * cannot be used then shows its error once the answer is in (so a Call button does not pop in under it), a usable
 * one its form at once. A page that came with its service, the usual case, makes no second call, whatever the
 * link's state: on a weak phone the call's start, its schema and its answer's check were main-thread work between
 * the page's first paint and a usable form, and a round trip before an error screen.
 */
export function useFeedbackLink(uuid: string, caseType: CaseKind | null, language: string | null, attempt: number) {
  const [check, setCheck] = useState<LinkCheck>(caseType ? { state: "checking" } : { state: "NOT_FOUND" });
  // The service's direct line, for the Call button of a link that cannot be used.
  const [phone, setPhone] = useState<string | null>(null);
  // The form refused by the server (already given, expired): shown once the service has answered, as above.
  const [refused, setRefused] = useState<FeedbackState | null>(null);

  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);

  useEffect(() => {
    if (!caseType) return setCheck({ state: "NOT_FOUND" });
    let current = true;
    const loadService = () =>
      loadFeedbackService(uuid, caseType).then(
        (service) => {
          if (!current) return;
          useTheme.getState().setTheme(service.theme);
          setPhone(service.serviceDirectContact);
        },
        (error: unknown) => console.warn("feedback service not loaded", error),
      );
    const show = async (next: LinkCheck) => {
      const service = serviceNeeded(next.state, themeCameWithPage());
      if (service === "before") await loadService();
      else if (service === "beside") void loadService();
      if (current) setCheck(next);
    };
    if (refused) {
      void show({ state: refused });
    } else {
      setCheck({ state: "checking" });
      validateFeedback(uuid, caseType).then(
        (state) => show({ state }),
        (error: unknown) => show({ state: "failed", error }),
      );
    }
    return () => {
      current = false;
    };
  }, [uuid, caseType, attempt, refused]);

  return [check, setRefused, phone] as const;
}
