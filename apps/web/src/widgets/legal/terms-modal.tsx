import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "../../ui/routing.tsx";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { LegalCompany, LegalDocument } from "./legal-document.ts";
import styles from "./terms-modal.module.css";

/** The address hash values that open and close the modal. */
export const TERMS_OPEN_HASH = "#modal-open";
export const TERMS_CLOSE_HASH = "#modal-close";

type Tab = "terms" | "privacy";

// Each language's text is its own lazily loaded chunk. Latvian is binding for Latvian readers and Estonian for
// everyone else (the spec's rule); the English, Russian and Lithuanian texts are translations of the Estonian one.
const DOCUMENTS = {
  et: () => import("./legal-et.ts"),
  lv: () => import("./legal-lv.ts"),
  en: () => import("./legal-en.ts"),
  ru: () => import("./legal-ru.ts"),
  lt: () => import("./legal-lt.ts"),
} as const;
const BINDING = new Set(["et", "lv"]);

/**
 * Terms and privacy policy in a modal with two tabs, in the reader's language, with a note above a translation
 * that the Estonian text is binding. The texts name the service's operator company. It opens when the
 * address hash is #modal-open (a plain link can open it) and closing sets #modal-close. The
 * texts are long, so each language is its own lazily loaded chunk.
 */
export function TermsModal({ company }: { company: LegalCompany | null }) {
  const { t, i18n } = useTranslation("common");
  const { hash } = useLocation();
  const navigate = useNavigate();
  const open = hash === TERMS_OPEN_HASH;
  const legalLanguage = i18n.language in DOCUMENTS ? (i18n.language as keyof typeof DOCUMENTS) : "et";
  const [tab, setTab] = useState<Tab>("terms");
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const ids = { terms: useId(), privacy: useId() };

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFailed(false);
    DOCUMENTS[legalLanguage]().then(
      (module) => current && setDocument(module.legalDocument(company)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, legalLanguage, company]);

  const close = () => navigate({ hash: TERMS_CLOSE_HASH });
  const sections = document?.[tab] ?? [];

  return (
    <Modal
      open={open}
      title={t("common:ui.terms.title")}
      onClose={close}
      footer={
        <Button block onClick={close}>
          {t("common:ui.terms.ok")}
        </Button>
      }
    >
      <div role="tablist" className={styles.tabs} aria-label={t("common:ui.terms.title")}>
        {(["terms", "privacy"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${ids[name]}-tab`}
            aria-selected={tab === name}
            aria-controls={`${ids[name]}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {name === "terms" ? t("common:ui.terms.termsTab") : t("common:ui.terms.privacyTab")}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${ids[tab]}-panel`}
        aria-labelledby={`${ids[tab]}-tab`}
        className={styles.panel}
        lang={document?.language}
        tabIndex={0}
      >
        {failed && <p>{t("common:errors.networkProblem")}</p>}
        {document && !BINDING.has(document.language) && (
          <p className={styles.bindingNote} data-testid="binding-note">
            {t("common:ui.terms.bindingNote")}
          </p>
        )}
        {!failed && !document && <Spinner small />}
        {sections.map((section) => (
          <section key={section.title}>
            <h3 className={styles.heading}>{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </Modal>
  );
}
