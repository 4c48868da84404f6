import type { ReactNode } from "react";
import styles from "../tracking.module.css";

interface OutcomeScreenProps {
  icon: ReactNode;
  tone: "success" | "neutral" | "danger";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Below the actions: the order's summary, to read after the screen's message and its Call button. */
  details?: ReactNode;
}

/** The layout of the final screens (no tow truck, finished, cancelled): icon, heading, text, actions, details. */
export function OutcomeScreen({ icon, tone, title, children, actions, details }: OutcomeScreenProps) {
  return (
    <section className={styles.outcome} aria-labelledby="tracking-title">
      <span className={`${styles.outcomeIcon} ${styles[tone]}`}>{icon}</span>
      <h1 id="tracking-title" className={styles.outcomeTitle}>
        {title}
      </h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
      {details}
    </section>
  );
}
