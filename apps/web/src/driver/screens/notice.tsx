import styles from "../driver.module.css";

/** A whole-screen message: an invalid link, a phone signed out, no network at start. */
export function Notice({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p>{text}</p>
      </section>
    </main>
  );
}
