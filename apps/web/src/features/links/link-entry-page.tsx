import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "../../ui/routing.tsx";
import { useOnce } from "../../app/use-once.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { openLink, type LinkKind } from "./open-link.ts";

/** /assistance-request-link/:code and /claim-link/:code: validate, then go to the flow's first screen. */
export function LinkEntryPage({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation("common");
  return (
    <Suspense fallback={<Spinner label={t("common:link.checking")} holdsFirstPaint />}>
      <LinkCheck kind={kind} />
    </Suspense>
  );
}

function LinkCheck({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation("common");
  const { code = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Validation has effects (session cookie, stored ids): once per visit, never retried.
  const result = useOnce(`link:${kind}:${code}:${location.key}`, () => openLink(kind, code));
  const outcome = result.ok ? result.value : null;

  useEffect(() => {
    if (outcome?.ok) navigate(outcome.destination, { replace: true });
  }, [outcome, navigate]);

  // The same address again is a new visit: the link is checked once more.
  const tryAgain = (
    <Button variant="secondary" block onClick={() => navigate(location.pathname, { replace: true })}>
      {t("common:actions.tryAgain")}
    </Button>
  );
  if (!outcome) return <ErrorScreen message={t("common:errors.somethingWrong")}>{tryAgain}</ErrorScreen>;
  if (outcome.ok) return <Spinner label={t("common:link.checking")} holdsFirstPaint />;
  return (
    <ErrorScreen
      message={outcome.translate ? t(outcome.message) : outcome.message}
      hint={outcome.hint ? t("common:link.callForNewLink") : undefined}
      phone={outcome.phone}
    >
      {outcome.retry && tryAgain}
    </ErrorScreen>
  );
}
