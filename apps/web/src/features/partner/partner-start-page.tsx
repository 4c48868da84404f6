import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "../../ui/routing.tsx";
import { bodyOf, client } from "../../api/client.ts";
import { isApiError } from "../../api/api-error.ts";
import type { Language } from "@hitch/contract/common/enums";
import { currentLanguage, isLanguage, setLanguage } from "../../app/i18n.ts";
import { useOnce } from "../../app/use-once.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";

type Kind = "assistance" | "claim";

const paths = {
  assistance: { create: "/assistance-request/service-link", open: "/assistance-request-link/" },
  claim: { create: "/claim/service-link", open: "/claim-link/" },
} as const;

/** Creates the request or claim of a service link; both answers carry the link's code. */
function createFromServiceLink(kind: Kind, body: { name: string; language: Language }): Promise<{ code: string }> {
  return kind === "assistance"
    ? bodyOf(client.POST("/assistance-request/service-link", { body }))
    : bodyOf(client.POST("/claim/service-link", { body }));
}

/**
 * /partner/assistance-request/:name and /partner/claim/:name: create a request or claim from the
 * service link, then open it through the ordinary link entry with the code the server answered.
 */
export function PartnerStartPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation("common");
  const { serviceLinkName = "" } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = search.get("language");
  const language = isLanguage(requested) ? requested : currentLanguage();
  // The page speaks the language it was asked for too: an error here is read before any flow sets it.
  useEffect(() => {
    if (language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  // Each call creates a request or claim: exactly one per visit.
  const created = useOnce(`service-link:${kind}:${serviceLinkName}:${location.key}`, () =>
    createFromServiceLink(kind, { name: serviceLinkName, language }),
  );
  const code = created.ok ? created.value?.code : undefined;

  useEffect(() => {
    if (code) navigate(paths[kind].open + encodeURIComponent(code), { replace: true });
  }, [code, kind, navigate]);

  if (created.ok && code) return <Spinner holdsFirstPaint />;
  const error = created.ok ? null : created.error;
  // An unknown service stays unknown; the network or the server may answer the next time.
  if (isApiError(error) && error.status === 404) return <ErrorScreen message={t("common:errors.link.LINK_INVALID")} />;
  const offline = isApiError(error) && error.isNetworkProblem;
  return (
    <ErrorScreen message={t(offline ? "common:errors.networkProblem" : "common:errors.tryAgain")}>
      {/* The same address again is a new visit: one more request or claim is created. */}
      <Button
        variant="secondary"
        block
        onClick={() => navigate(location.pathname + window.location.search, { replace: true })}
      >
        {t("common:actions.tryAgain")}
      </Button>
    </ErrorScreen>
  );
}
