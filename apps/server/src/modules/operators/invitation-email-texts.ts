import type { Language } from "@hitch/contract/common/enums";

/**
 * The invitation to a new operator: the server's own text, in the language the administrator chose for
 * them. `{name}` is the invitee, `{url}` the one-time link to choose a password, `{hours}` how long it lasts.
 */
export const INVITATION_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "You are invited to the Hitch console",
    body: "Hello {name},\n\nYou have been invited to the Hitch operator console.\nChoose your password here within {hours} hours: {url}\n\nThen sign in with this e-mail address.",
  },
  et: {
    subject: "Kutse Hitchi konsooli",
    body: "Tere, {name}!\n\nTeid on kutsutud Hitchi operaatorikonsooli.\nValige oma parool {hours} tunni jooksul siin: {url}\n\nSeejärel logige sisse selle e-posti aadressiga.",
  },
  ru: {
    subject: "Приглашение в консоль Hitch",
    body: "Здравствуйте, {name}!\n\nВас пригласили в консоль операторов Hitch.\nЗадайте свой пароль в течение {hours} часов: {url}\n\nЗатем войдите с этим адресом электронной почты.",
  },
  lv: {
    subject: "Ielūgums uz Hitch konsoli",
    body: "Labdien, {name}!\n\nJūs esat ielūgts uz Hitch operatoru konsoli.\nIzvēlieties savu paroli {hours} stundu laikā šeit: {url}\n\nPēc tam piesakieties ar šo e-pasta adresi.",
  },
  lt: {
    subject: "Kvietimas į Hitch konsolę",
    body: "Sveiki, {name},\n\nesate pakviesti į Hitch operatorių konsolę.\nSlaptažodį pasirinkite per {hours} val. čia: {url}\n\nTada prisijunkite šiuo el. pašto adresu.",
  },
};
