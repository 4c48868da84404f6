import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { brandProperties } from "@hitch/contract/services/theme-values";
import { DocumentIcon, TowTruckIcon } from "../../ui/icons.tsx";
import own from "./landing-preview.module.css";

/**
 * The customer's landing (/partner/:linkName) at phone size, painted with the colour being edited: the same
 * header, texts, tiles and brand properties as the real page, drawn here because the console may not import
 * the customer's app. Nothing in it is a link: it only shows.
 */
export function LandingPreview({ color, logo, company }: { color: string; logo: string | null; company: string }) {
  const { t } = useTranslation(["console-admin", "common"]);
  return (
    <figure className={own.phone} style={brandProperties(color) as CSSProperties} aria-label={t("settings.preview")}>
      <div className={own.header}>
        {logo ? (
          <img className={own.logo} src={logo} alt={t("settings.logo")} />
        ) : (
          <span className={own.wordmark}>Hitch</span>
        )}
      </div>
      <div className={own.body}>
        <p className={own.title}>{t("common:partner.title")}</p>
        <p className={own.lead}>{t("common:partner.lead")}</p>
        <div className={own.tile}>
          <span className={own.icon}>
            <DocumentIcon size={40} />
          </span>
          {t("common:partner.claim")}
        </div>
        <div className={own.tile}>
          <span className={own.icon}>
            <TowTruckIcon size={40} />
          </span>
          {t("common:partner.assistance")}
        </div>
      </div>
      {company && <figcaption className={own.footer}>{company}</figcaption>}
    </figure>
  );
}
