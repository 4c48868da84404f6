import type { Language } from "@hitch/contract/common/enums";
import type { SmsKind } from "@hitch/contract/console/sms";

/**
 * SMS bodies, in the recipient's language: they leave before any app can translate. (The server's other
 * user-facing texts are the notification e-mails and the built-in damage-assessment page.)
 * `{url}` is replaced with the link, `{reference}` with a claim's reference.
 */
const TEMPLATES = {
  ASSISTANCE_LINK: {
    en: "Order roadside assistance here: {url}",
    et: "Telli autoabi siit: {url}",
    ru: "Закажите помощь на дороге здесь: {url}",
    lv: "Pasūtiet palīdzību uz ceļa šeit: {url}",
    lt: "Užsisakykite pagalbą kelyje čia: {url}",
  },
  CLAIM_LINK: {
    en: "Report your vehicle damage here: {url}",
    et: "Teata sõiduki kahjust siin: {url}",
    ru: "Сообщите о повреждении автомобиля здесь: {url}",
    lv: "Piesakiet transportlīdzekļa bojājumu šeit: {url}",
    lt: "Praneškite apie transporto priemonės žalą čia: {url}",
  },
  // Sent when a claim is filed and the customer chose SMS; {reference} is the claim's external id.
  CLAIM_RECEIVED: {
    en: "We have received your damage claim {reference}. We will contact you about the next steps.",
    et: "Oleme teie kahjuteate {reference} kätte saanud. Võtame teiega järgmiste sammude osas ühendust.",
    ru: "Мы получили ваше заявление о повреждении {reference}. Мы свяжемся с вами по поводу дальнейших шагов.",
    lv: "Esam saņēmuši jūsu bojājuma pieteikumu {reference}. Sazināsimies ar jums par turpmākajiem soļiem.",
    lt: "Gavome jūsų pranešimą apie žalą {reference}. Susisieksime su jumis dėl tolesnių veiksmų.",
  },
  // Sent when an operator moves a repair case on; {plate} is the vehicle, {url} the status page.
  CASE_UPDATED: {
    en: "There is news about the repair of your vehicle {plate}. See the progress: {url}",
    et: "Teie sõiduki {plate} remondi kohta on uudiseid. Vaadake edenemist: {url}",
    ru: "Есть новости о ремонте вашего автомобиля {plate}. Посмотрите ход работ: {url}",
    lv: "Ir jaunumi par jūsu transportlīdzekļa {plate} remontu. Skatiet gaitu: {url}",
    lt: "Yra naujienų apie jūsų transporto priemonės {plate} remontą. Peržiūrėkite eigą: {url}",
  },
  // Sent when a tow job is finished or a repair case closes; {url} is the one-time feedback form.
  FEEDBACK_REQUEST: {
    en: "Thank you for using our service. Please rate your experience: {url}",
    et: "Täname, et kasutasite meie teenust. Palun hinnake oma kogemust: {url}",
    ru: "Спасибо, что воспользовались нашей услугой. Пожалуйста, оцените ваш опыт: {url}",
    lv: "Paldies, ka izmantojāt mūsu pakalpojumu. Lūdzu, novērtējiet savu pieredzi: {url}",
    lt: "Dėkojame, kad naudojotės mūsų paslauga. Prašome įvertinti savo patirtį: {url}",
  },
  // An operator invites a tow-truck driver; {url} signs the driver's phone in to the driver app.
  DRIVER_LINK: {
    en: "Your driver app for tow jobs: {url}",
    et: "Teie juhirakendus puksiirtöödeks: {url}",
    ru: "Ваше приложение водителя для эвакуации: {url}",
    lv: "Jūsu vadītāja lietotne evakuācijas darbiem: {url}",
    lt: "Jūsų vairuotojo programėlė evakavimo darbams: {url}",
  },
  // An offer the driver has not opened in time (the phone may be locked and push not allowed): {url} is the
  // driver app's address, which opens the session already on that phone and is no sign-in link.
  DRIVER_OFFER: {
    en: "A new job offer is waiting for your answer in the driver app: {url}",
    et: "Juhirakenduses ootab teie vastust uus tööpakkumine: {url}",
    ru: "В приложении водителя вас ждёт новое предложение заказа: {url}",
    lv: "Vadītāja lietotnē jūsu atbildi gaida jauns darba piedāvājums: {url}",
    lt: "Vairuotojo programėlėje jūsų atsakymo laukia naujas darbo pasiūlymas: {url}",
  },
  // Keyed by the contract's list of kinds: a new template needs its kind there, and the console its name.
} satisfies Record<SmsKind, Record<Language, string>>;

export type SmsTemplate = keyof typeof TEMPLATES;

/** Fills `{name}` placeholders from `values`; an unknown placeholder is left as it is. */
export function smsText(template: SmsTemplate, language: Language, values: Record<string, string>): string {
  return TEMPLATES[template][language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
