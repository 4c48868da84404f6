import { useTranslation } from "react-i18next";
import type { FeedbackPage } from "@hitch/contract/console/feedback";
import { dateTime } from "../format.ts";
import styles from "../console.module.css";
import own from "./feedback.module.css";

interface Props {
  page: FeedbackPage;
  onPage: (page: number) => void;
}

/** The ratings newest first with their comments, and the pager under them. */
export function FeedbackTable({ page, onPage }: Props) {
  const { t, i18n } = useTranslation("console-reports");
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) return <p className={styles.muted}>{t("feedback.empty")}</p>;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("feedback.given")}</th>
            <th scope="col">{t("feedback.service")}</th>
            <th scope="col">{t("feedback.rating")}</th>
            <th scope="col">{t("feedback.comment")}</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item) => (
            <tr key={item.id}>
              <td>{dateTime(item.givenAt, i18n.language)}</td>
              <td>{item.serviceName}</td>
              <td>
                <span aria-hidden="true" className={own.stars}>
                  {"★".repeat(item.stars)}
                  {"☆".repeat(5 - item.stars)}
                </span>
                <span className={own.starsText}>{t("feedback.starsLabel", { count: item.stars })}</span>
              </td>
              <td>{item.comment ?? <span className={styles.muted}>{t("feedback.noComment")}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className={own.pager} aria-label={t("feedback.pages")}>
        <button
          type="button"
          className={styles.secondary}
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          {t("feedback.previous")}
        </button>
        <span>{t("feedback.pageOf", { page: page.page, pages, total: page.total })}</span>
        <button
          type="button"
          className={styles.secondary}
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          {t("feedback.next")}
        </button>
      </nav>
    </>
  );
}
