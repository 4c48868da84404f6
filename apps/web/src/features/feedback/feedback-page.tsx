import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "../../ui/routing.tsx";
import { errorKey } from "../../api/error-key.ts";
import { servedLanguage } from "../../app/i18n.ts";
import { servedServiceLine } from "../../app/served-service-line.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { FeedbackForm } from "../../widgets/feedback/feedback-form.tsx";
import { caseKindOf, useFeedbackLink } from "./use-feedback-link.ts";
import styles from "./feedback-page.module.css";

/** /feedback/:uuid?caseType=&language=: the form, its thank-you, or why the link cannot be used. */
export default function FeedbackPage() {
  const { t } = useTranslation("feedback");
  const { uuid = "" } = useParams();
  const [search] = useSearchParams();
  const caseType = caseKindOf(search.get("caseType"));
  const [attempt, setAttempt] = useState(0);
  // A link without its language paints in the invitation's (the server's page says which): the app stays in it.
  const [check, refuse, asked] = useFeedbackLink(uuid, caseType, search.get("language") ?? servedLanguage(), attempt);
  // The service's line as asked for, else as the page came with it (the question itself may have failed).
  const phone = asked ?? servedServiceLine();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <section className={styles.done} aria-labelledby="feedback-done">
        <span className={styles.doneIcon} aria-hidden="true">
          ✓
        </span>
        <h1 id="feedback-done">{t("feedback:success")}</h1>
        <p>{t("feedback:thanks")}</p>
      </section>
    );
  }
  switch (check.state) {
    case "checking":
      return <Spinner holdsFirstPaint />;
    case "EXPIRED":
      return <ErrorScreen message={t("feedback:expired")} phone={phone} />;
    case "ALREADY_GIVEN":
      return <ErrorScreen message={t("feedback:alreadyGiven")} phone={phone} />;
    case "NOT_FOUND":
      return <ErrorScreen message={t("feedback:invalid")} phone={phone} />;
    case "failed":
      return (
        <ErrorScreen message={t(errorKey(check.error))} phone={phone}>
          <Button variant="secondary" block onClick={() => setAttempt((n) => n + 1)}>
            {t("common:actions.tryAgain")}
          </Button>
        </ErrorScreen>
      );
    case "VALID":
      return <FeedbackForm uuid={uuid} caseType={caseType!} onSent={() => setSent(true)} onRefused={refuse} />;
  }
}
