import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/api-error.ts";
import { isLanguage, setLanguage } from "../app/i18n.ts";
import { applyTheme } from "../app/theme.ts";
import { LoadErrorBoundary } from "../ui/load-error-boundary.tsx";
import { BareSpinner } from "../ui/spinner.tsx";
import { getProfile, openDriverLink, type DriverProfile } from "./driver-api.ts";
import { DriverHome } from "./screens/driver-home.tsx";
import { Notice } from "./screens/notice.tsx";

const LINK_PATH = /^\/driver-link\/([^/?#]+)/;

type Phase =
  | { kind: "loading" }
  | { kind: "signed-in"; profile: DriverProfile }
  | { kind: "signed-out" }
  | { kind: "link-invalid" }
  | { kind: "offline" };

/**
 * The driver app's two doors: a sign-in link (/driver-link/{code}) opens the session and moves on to
 * /driver; /driver shows the driver's day, or says that this phone is not (or no longer) signed in.
 */
export function DriverApp() {
  const { t } = useTranslation("driver");
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const signedOut = useCallback(() => setPhase({ kind: "signed-out" }), []);

  useEffect(() => {
    document.title = t("driver:title");
  }, [t]);

  useEffect(() => {
    const link = LINK_PATH.exec(window.location.pathname);
    const start = async () => {
      if (link) {
        const valid = await openDriverLink(link[1]).catch(() => false);
        if (!valid) return setPhase({ kind: "link-invalid" });
        // The code is spent on this phone: keep it out of the address bar and the history.
        window.history.replaceState(null, "", "/driver");
      }
      try {
        const profile = await getProfile();
        // A freshly opened invitation decides the language once; the picker's later choice is then remembered.
        const language = profile.invitation?.language;
        if (link && isLanguage(language)) await setLanguage(language);
        wearInvitingService(profile);
        setPhase({ kind: "signed-in", profile });
      } catch (error) {
        setPhase(isApiError(error) && error.status === 401 ? { kind: "signed-out" } : { kind: "offline" });
      }
    };
    void start();
  }, []);

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
