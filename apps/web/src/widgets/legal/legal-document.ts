/** A legal text as the terms modal shows it: titled sections of paragraphs, per tab. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  /** BCP 47 language of the text, set on the panel so screen readers pronounce it right. */
  language: "et" | "lv" | "en" | "ru" | "lt";
  terms: LegalSection[];
  privacy: LegalSection[];
}

/** Who the texts name as the operator; null fields fall back to a generic wording. */
export interface LegalCompany {
  name: string;
  registryCode: string;
  address: string;
  contact: string;
}
