import type { Language } from "@hitch/contract/common/enums";

/**
 * The claim confirmation e-mail, the server's own user-facing text (it leaves before any app can
 * translate it). `{name}` is the notifier, `{reference}` the claim's external id, `{plate}` the vehicle.
 */
export const CLAIM_RECEIVED_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "Damage claim {reference} received",
    body: "Hello {name},\n\nWe have received your damage claim {reference} for the vehicle {plate}.\nWe will contact you about the next steps.\n\nThank you.",
  },
  et: {
    subject: "Kahjuteade {reference} on kätte saadud",
    body: "Tere, {name}!\n\nOleme kätte saanud teie kahjuteate {reference} sõiduki {plate} kohta.\nVõtame teiega järgmiste sammude osas ühendust.\n\nTäname!",
  },
  ru: {
    subject: "Заявление о повреждении {reference} получено",
    body: "Здравствуйте, {name}!\n\nМы получили ваше заявление о повреждении {reference} по автомобилю {plate}.\nМы свяжемся с вами по поводу дальнейших шагов.\n\nСпасибо!",
  },
  lv: {
    subject: "Bojājuma pieteikums {reference} saņemts",
    body: "Labdien, {name}!\n\nEsam saņēmuši jūsu bojājuma pieteikumu {reference} par transportlīdzekli {plate}.\nSazināsimies ar jums par turpmākajiem soļiem.\n\nPaldies!",
  },
  lt: {
    subject: "Pranešimas apie žalą {reference} gautas",
    body: "Sveiki, {name},\n\ngavome jūsų pranešimą apie žalą {reference} dėl transporto priemonės {plate}.\nSusisieksime su jumis dėl tolesnių veiksmų.\n\nAčiū.",
  },
};

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
