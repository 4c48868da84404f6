import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonAnchor } from "./button.tsx";
import { AlertIcon, PhoneIcon } from "./icons.tsx";
import styles from "./error-screen.module.css";

interface ErrorScreenProps {
  /** The translated error text; it is the screen's main heading. */
  message: string;
  /** A translated line below, e.g. 'Call to get a new SMS link'. */
  hint?: string;
  /** The service's direct line: shows a Call button that dials it, with the number on it. */
  phone?: string | null;
  /** Further actions, e.g. a try-again button. */
  children?: ReactNode;
}

export function ErrorScreen({ message, hint, phone, children }: ErrorScreenProps) {
  const { t } = useTranslation("common");
  return (
    <section className={styles.screen} aria-labelledby="error-message">
      <span className={styles.icon}>
        <AlertIcon size={64} />
      </span>
      <h1 id="error-message" className={styles.message}>
        {message}
      </h1>
      {hint && <p className={styles.hint}>{hint}</p>}
      {(phone || children) && (
        <div className={styles.actions}>
          {phone && (
            <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, "")}`} block>
              <PhoneIcon size={20} />
              {t("common:actions.call")} <span className={styles.number}>{phone}</span>
            </ButtonAnchor>
          )}
          {children}
        </div>
      )}
    </section>
  );
}
