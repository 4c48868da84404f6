import type { Language } from "@hitch/contract/common/enums";

/**
 * E-mails about a repair case: the server's own user-facing text (it leaves before any app can
 * translate it). `{plate}` is the vehicle, `{url}` the status page or the feedback form.
 */
export const CASE_UPDATED_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "Repair of {plate}: news",
    body: "Hello,\n\nThere is news about the repair of your vehicle {plate}.\nSee the progress here: {url}\n\nThank you.",
  },
  et: {
    subject: "Sõiduki {plate} remont: uudised",
    body: "Tere!\n\nTeie sõiduki {plate} remondi kohta on uudiseid.\nVaadake edenemist siit: {url}\n\nTäname!",
  },
  ru: {
    subject: "Ремонт {plate}: новости",
    body: "Здравствуйте!\n\nЕсть новости о ремонте вашего автомобиля {plate}.\nХод работ можно посмотреть здесь: {url}\n\nСпасибо!",
  },
  lv: {
    subject: "{plate} remonts: jaunumi",
    body: "Labdien!\n\nIr jaunumi par jūsu transportlīdzekļa {plate} remontu.\nGaitu varat skatīt šeit: {url}\n\nPaldies!",
  },
  lt: {
    subject: "{plate} remontas: naujienos",
    body: "Sveiki,\n\nyra naujienų apie jūsų transporto priemonės {plate} remontą.\nEigą galite peržiūrėti čia: {url}\n\nAčiū.",
  },
};

export const FEEDBACK_REQUEST_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "How did we do?",
    body: "Hello,\n\nThe repair of your vehicle {plate} is complete. Please rate your experience: {url}\n\nThank you.",
  },
  et: {
    subject: "Kuidas meil läks?",
    body: "Tere!\n\nTeie sõiduki {plate} remont on lõpetatud. Palun hinnake oma kogemust: {url}\n\nTäname!",
  },
  ru: {
    subject: "Как мы справились?",
    body: "Здравствуйте!\n\nРемонт вашего автомобиля {plate} завершён. Пожалуйста, оцените ваш опыт: {url}\n\nСпасибо!",
  },
  lv: {
    subject: "Kā mums veicās?",
    body: "Labdien!\n\nJūsu transportlīdzekļa {plate} remonts ir pabeigts. Lūdzu, novērtējiet savu pieredzi: {url}\n\nPaldies!",
  },
  lt: {
    subject: "Kaip mums sekėsi?",
    body: "Sveiki,\n\njūsų transporto priemonės {plate} remontas baigtas. Prašome įvertinti savo patirtį: {url}\n\nAčiū.",
  },
};
