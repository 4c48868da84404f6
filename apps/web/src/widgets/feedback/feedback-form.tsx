import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { failureKey } from "../../api/error-key.ts";
import type { CaseKind, FeedbackState } from "@hitch/contract/common/enums";
import { FEEDBACK_COMMENT_MAX_LENGTH } from "@hitch/contract/feedback/feedback-values";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { refusedState, submitFeedback } from "./feedback-api.ts";
import { StarRating } from "./star-rating.tsx";
import styles from "./feedback-form.module.css";

interface FeedbackFormProps {
  uuid: string;
  caseType: CaseKind;
  onSent: () => void;
  /** The server refused because the link changed state meanwhile (given in another tab, expired). */
  onRefused: (state: FeedbackState) => void;
  /** Part of another screen (the finished job's), under that screen's own heading: a second-level heading. */
  embedded?: boolean;
}

export function FeedbackForm({ uuid, caseType, onSent, onRefused, embedded = false }: FeedbackFormProps) {
  const { t } = useTranslation("feedback");
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const hintId = useId();
  const titleId = useId();
  const Heading = embedded ? "h2" : "h1";
  const commentId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (stars < 1 || sending) return;
    setSending(true);
    try {
      await submitFeedback(uuid, caseType, { stars, comment: comment.trim() || null });
      onSent();
    } catch (error) {
      const state = refusedState(error);
      if (state) return onRefused(state);
      // Failures are only logged ; the customer may try again.
      console.error("feedback not submitted", error);
      setFailed({ error });
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void send(e)} aria-labelledby={titleId} noValidate>
      <Heading id={titleId}>{t("feedback:form.title")}</Heading>
      <p className={styles.lead}>{t("feedback:form.lead")}</p>
      <StarRating value={stars} onChange={setStars} disabled={sending} describedBy={stars === 0 ? hintId : undefined} />
      {stars === 0 && (
        <p id={hintId} className={styles.hint} data-testid="rating-hint">
          {t("feedback:form.ratingRequired")}
        </p>
      )}
      <label htmlFor={commentId} className={styles.commentLabel}>
        {t("feedback:form.commentLabel")}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={5}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        disabled={sending}
      />
      <Button
        type="submit"
        block
        disabled={stars === 0 || sending}
        aria-describedby={stars === 0 ? hintId : undefined}
        data-testid="feedback-submit"
      >
        {sending && <Spinner small label={t("feedback:form.sending")} />}
        {t("feedback:form.submit")}
      </Button>
      <Modal
        open={failed !== null}
        title={t("feedback:failedTitle")}
        onClose={() => setFailed(null)}
        footer={
          <Button block onClick={() => setFailed(null)}>
            {t("feedback:ok")}
          </Button>
        }
      >
        <p>{t(failureKey(failed?.error, "feedback:failed"))}</p>
      </Modal>
    </form>
  );
}
