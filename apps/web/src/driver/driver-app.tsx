import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/api-error.ts";
import { isLanguage, setLanguage } from "../app/i18n.ts";
import { applyTheme } from "../app/theme.ts";
import { LoadErrorBoundary } from "../ui/load-error-boundary.tsx";
import { BareSpinner } from "../ui/spinner.tsx";
import { forgetDriver, savedProfile, saveProfile } from "./device-store.ts";
import { getProfile, openDriverLink, type DriverProfile } from "./driver-api.ts";
import { DriverHome } from "./screens/driver-home.tsx";
import { Notice } from "./screens/notice.tsx";

const LINK_PATH = /^\/driver-link\/([^/?#]+)/;
/** Without a network and nothing kept on the phone: try again this often, and at once when it returns. */
const OFFLINE_RETRY_MS = 10_000;

type Phase =
  | { kind: "loading" }
  | { kind: "signed-in"; profile: DriverProfile }
  | { kind: "signed-out" }
  | { kind: "link-invalid" }
  | { kind: "link-used" }
  | { kind: "offline" };

/**
 * The driver app's two doors: a sign-in link (/driver-link/{code}) opens the session and moves on to
 * /driver; /driver shows the driver's day, or says that this phone is not (or no longer) signed in.
 * Without a network the phone's own copy of the driver's day opens instead (device-store.ts).
 */
export function DriverApp() {
  const { t } = useTranslation("driver");
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const signedOut = useCallback(() => {
    forgetDriver();
    setPhase({ kind: "signed-out" });
  }, []);

  useEffect(() => {
    document.title = t("driver:title");
  }, [t]);

  useEffect(() => {
    const link = LINK_PATH.exec(window.location.pathname);
    const start = async () => {
      if (link) {
        const opened = await openDriverLink(link[1]).catch(() => ({ result: "invalid" as const, language: undefined }));
        // The link opened a phone before: this one if it is still signed in (the SMS tapped again), else another,
        // which is told why in the invitation's language.
        if (opened.result === "used" && !(await getProfile().catch(() => null))) {
          if (isLanguage(opened.language)) await setLanguage(opened.language);
          return setPhase({ kind: "link-used" });
        }
        if (opened.result === "invalid") return setPhase({ kind: "link-invalid" });
        // The code is spent on this phone: keep it out of the address bar and the history.
        window.history.replaceState(null, "", "/driver");
      }
      try {
        const profile = await getProfile();
        // A freshly opened invitation decides the language once; the picker's later choice is then remembered.
        const language = profile.invitation?.language;
        if (link && isLanguage(language)) await setLanguage(language);
        saveProfile(profile);
        wearInvitingService(profile);
        setPhase({ kind: "signed-in", profile });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return signedOut();
        const kept = link ? null : savedProfile();
        if (kept) {
          wearInvitingService(kept);
          return setPhase({ kind: "signed-in", profile: kept });
        }
        setPhase({ kind: "offline" });
      }
    };
    void start();
  }, [signedOut]);

  // The offline notice goes away by itself once the server answers again.
  useEffect(() => {
    if (phase.kind !== "offline") return;
    const retry = () => window.location.reload();
    window.addEventListener("online", retry);
    const timer = setInterval(() => void getProfile().then(retry, () => undefined), OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  }, [phase.kind]);

  switch (phase.kind) {
    case "loading":
      return <BareSpinner />;
    case "signed-in":
      return (
        <LoadErrorBoundary>
          <DriverHome profile={phase.profile} onSignedOut={signedOut} />
        </LoadErrorBoundary>
      );
    case "link-invalid":
      return <Notice title={t("driver:signIn.invalidTitle")} text={t("driver:signIn.invalidText")} />;
    case "link-used":
      return <Notice title={t("driver:signIn.usedTitle")} text={t("driver:signIn.usedText")} />;
    case "offline":
      return <Notice title={t("driver:signIn.offlineTitle")} text={t("driver:signIn.offlineText")} />;
    default:
      return <Notice title={t("driver:signIn.signedOutTitle")} text={t("driver:signIn.signedOutText")} />;
  }
}

/** The colours of the service whose operator invited the driver (Hitch's own when none did). */
function wearInvitingService(profile: DriverProfile) {
  const service = profile.invitation?.service;
  if (service) applyTheme({ color: service.color, logo: service.logo });
}
