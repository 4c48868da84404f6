import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../ui/routing.tsx";
import { errorKey } from "../../api/error-key.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";
import { servedServiceLine } from "../../app/served-service-line.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { caseSource } from "./case-target.ts";
import { CaseStatusScreen } from "./components/case-status-screen.tsx";
import { useCaseStatus } from "./use-case-status.ts";

/**
 * /cases/status and /cases/progress (one page: the two paths show the same content):
 * registration number, the next step, the nine steps with their times, and the workshop.
 */
export default function CasePage() {
  const { t } = useTranslation("cases");
  const [search] = useSearchParams();
  const claimId = useClaimSession((s) => s.claimId);
  const requestId = useAssistanceSession((s) => s.requestId);
  const [attempt, setAttempt] = useState(0);
  const status = useCaseStatus(caseSource(search, { claimId, requestId }), attempt);

  if (status.state === "loading") return <Spinner holdsFirstPaint />;
  if (status.state === "invalid") {
    return (
      <ErrorScreen
        message={t(`common:errors.link.${status.msg}`)}
        hint={t("common:link.callForNewLink")}
        phone={status.phone}
      />
    );
  }
  // The case's own service is not known here (its answer never came): the page's is, when the server knew it.
  if (status.state === "notFound") return <ErrorScreen message={t("cases:notFound")} phone={servedServiceLine()} />;
  if (status.state === "failed") {
    return (
      <ErrorScreen message={t(errorKey(status.error))} phone={servedServiceLine()}>
        <Button variant="secondary" block onClick={() => setAttempt((n) => n + 1)}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  }

  return <CaseStatusScreen progress={status.progress} service={status.service} />;
}
