import type { Language } from "@hitch/contract/common/enums";

/**
 * The password-reset e-mail to an operator: the server's own text (it leaves before the console can
 * translate it). `{url}` is the one-time link, `{minutes}` how long it stays valid.
 */
export const PASSWORD_RESET_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "Hitch console: reset your password",
    body: "Hello,\n\nSomeone asked to reset the password of your Hitch console account.\nChoose a new one here within {minutes} minutes: {url}\n\nIf it was not you, ignore this e-mail.",
  },
  et: {
    subject: "Hitchi konsool: parooli lähtestamine",
    body: "Tere!\n\nKeegi soovis lähtestada teie Hitchi konsooli konto parooli.\nValige uus parool {minutes} minuti jooksul siin: {url}\n\nKui see polnud teie, jätke see kiri tähelepanuta.",
  },
  ru: {
    subject: "Консоль Hitch: сброс пароля",
    body: "Здравствуйте!\n\nКто-то запросил сброс пароля вашей учётной записи консоли Hitch.\nЗадайте новый пароль в течение {minutes} минут: {url}\n\nЕсли это были не вы, просто проигнорируйте это письмо.",
  },
  lv: {
    subject: "Hitch konsole: paroles atiestatīšana",
    body: "Labdien!\n\nKāds pieprasīja atiestatīt jūsu Hitch konsoles konta paroli.\nIzvēlieties jaunu paroli {minutes} minūšu laikā šeit: {url}\n\nJa tas nebijāt jūs, ignorējiet šo e-pastu.",
  },
  lt: {
    subject: "Hitch konsolė: slaptažodžio atkūrimas",
    body: "Sveiki,\n\nkažkas paprašė atkurti jūsų Hitch konsolės paskyros slaptažodį.\nNaują slaptažodį pasirinkite per {minutes} min. čia: {url}\n\nJei tai buvote ne jūs, nekreipkite dėmesio į šį laišką.",
  },
};
