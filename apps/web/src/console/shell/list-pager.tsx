import styles from "../console.module.css";
import own from "../claims/claims.module.css";

/** The query string of a list screen's filters that are set, and its page (the server pages the list). */
export function listQueryOf(filters: Record<string, string>, page: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set("page", String(page));
  return params.toString();
}

/** Previous and next under a list of several pages, with where the operator is; nothing for one page. */
export function ListPager({
  page,
  pages,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { label: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className={own.pager} aria-label={texts.label}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span>{texts.position}</span>
      <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
