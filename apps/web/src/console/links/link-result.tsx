import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { smsStateSchema, type NewLinkAnswer } from "@hitch/contract/console/new-link";
import { consoleApi } from "../api.ts";
import styles from "../console.module.css";

/** The link to read out or paste, and its SMS's delivery state, re-read until it is sent or failed. */
export function LinkResult({ answer, onAnother }: { answer: NewLinkAnswer; onAnother: () => void }) {
  const { t } = useTranslation("console");
  const [copied, setCopied] = useState(false);
  const sms = useQuery({
    queryKey: ["console", "sms", answer.smsId],
    queryFn: () => consoleApi(`/sms/${answer.smsId}`, smsStateSchema),
    enabled: answer.smsId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "SENT" || query.state.data?.status === "FAILED" ? false : 2_000,
  });
  const copy = async () => {
    await navigator.clipboard.writeText(answer.url);
    setCopied(true);
  };
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("newLink.created", { id: answer.externalId })}</h1>
      </header>
      <section className={`${styles.card} ${styles.wideForm}`}>
        <label htmlFor="new-link-url">{t("newLink.link")}</label>
        <div className={styles.inlineForm}>
          <input id="new-link-url" readOnly value={answer.url} onFocus={(e) => e.target.select()} />
          <button type="button" className={styles.secondary} onClick={() => void copy()}>
            {copied ? t("newLink.copied") : t("newLink.copy")}
          </button>
        </div>
        <p role="status">
          {answer.smsId === null ? t("newLink.notTexted") : sms.data ? t(`smsStates.${sms.data.status}`) : t("loading")}
        </p>
        <button type="button" className={styles.primary} onClick={onAnother}>
          {t("newLink.another")}
        </button>
      </section>
    </>
  );
}
