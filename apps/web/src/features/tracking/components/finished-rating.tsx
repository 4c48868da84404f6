import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedbackState } from "@hitch/contract/common/enums";
import { validateFeedback } from "../../../widgets/feedback/feedback-api.ts";
import { FeedbackForm } from "../../../widgets/feedback/feedback-form.tsx";
import { fetchFeedbackUuid } from "../api/tracking-api.ts";
import styles from "../tracking.module.css";

type Rating = { uuid: string; state: FeedbackState | "SENT" };

/**
 * The rating on the finished-job screen, the same invitation the finishing SMS links to: the form while it can
 * be answered, a thank-you once answered (here or from the SMS). It loads with the finished screen only.
 */
export default function FinishedRating({ requestId }: { requestId: number }) {
  const { t } = useTranslation("feedback");
  const [rating, setRating] = useState<Rating | null>(null);

  useEffect(() => {
    let live = true;
    fetchFeedbackUuid(requestId)
      .then(async (uuid) => ({ uuid, state: await validateFeedback(uuid, "ASSISTANCE_REQUEST") }))
      .then(
        (answer) => live && setRating(answer),
        // The screen works without the rating; the SMS still invites to it.
        (error: unknown) => console.error("feedback offer failed", error),
      );
    return () => {
      live = false;
    };
  }, [requestId]);

  if (!rating) return null;
  if (rating.state === "SENT" || rating.state === "ALREADY_GIVEN")
    return (
      <p role="status" className={styles.rated}>
        {t("feedback:success")} {t("feedback:thanks")}
      </p>
    );
  if (rating.state !== "VALID") return null;
  return (
    <div className={styles.rating}>
      <FeedbackForm
        uuid={rating.uuid}
        caseType="ASSISTANCE_REQUEST"
        embedded
        onSent={() => setRating({ ...rating, state: "SENT" })}
        onRefused={(state) => setRating({ ...rating, state })}
      />
    </div>
  );
}
