import type { ClaimIncidentType, Language, SettlementType } from "@hitch/contract/common/enums";

/**
 * The built-in assessment page is server-rendered, so its words live here (like the SMS texts),
 * one set per language of the claim.
 */
export interface PageTexts {
  pageTitle: string;
  heading: string;
  note: string;
  summaryHeading: string;
  reference: string;
  incident: string;
  vehicle: string;
  accidentTime: string;
  place: string;
  description: string;
  settlement: string;
  incidents: Record<ClaimIncidentType, string>;
  settlements: Record<SettlementType, string>;
  notFoundTitle: string;
  notFoundBody: string;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    pageTitle: "Damage assessment",
    heading: "Your claim has been received",
    note: "The automatic damage assessment will follow. We will contact you with its result and the next steps.",
    summaryHeading: "Claim summary",
    reference: "Claim number",
    incident: "Incident",
    vehicle: "Vehicle",
    accidentTime: "Date and time",
    place: "Location",
    description: "Description",
    settlement: "Settlement",
    incidents: {
      WINDSHIELD_DAMAGE: "Windshield damage",
      TRAFFIC_ACCIDENT: "Traffic accident",
      HIT_WILD_ANIMAL: "Hit a wild animal",
      TECHNICAL_BREAKDOWN: "Technical breakdown",
      THEFT: "Theft",
      VANDALISM_OR_FIRE: "Vandalism or fire",
      OTHER: "Other",
    },
    settlements: { REPAIR: "Repair", MONEY: "Monetary compensation" },
    notFoundTitle: "Link not found",
    notFoundBody: "This link is invalid or has expired. Call your insurer to get a new SMS link.",
  },
  et: {
    pageTitle: "Kahjuhindamine",
    heading: "Teie kahjuteade on kätte saadud",
    note: "Automaatne kahjuhindamine järgneb. Võtame teiega ühendust selle tulemuse ja järgmiste sammudega.",
    summaryHeading: "Kahjuteate kokkuvõte",
    reference: "Kahjuteate number",
    incident: "Juhtum",
    vehicle: "Sõiduk",
    accidentTime: "Kuupäev ja kellaaeg",
    place: "Asukoht",
    description: "Kirjeldus",
    settlement: "Hüvitamise viis",
    incidents: {
      WINDSHIELD_DAMAGE: "Tuuleklaasi kahjustus",
      TRAFFIC_ACCIDENT: "Liiklusõnnetus",
      HIT_WILD_ANIMAL: "Kokkupõrge metsloomaga",
      TECHNICAL_BREAKDOWN: "Tehniline rike",
      THEFT: "Vargus",
      VANDALISM_OR_FIRE: "Vandalism või tulekahju",
      OTHER: "Muu",
    },
    settlements: { REPAIR: "Remont", MONEY: "Rahaline hüvitis" },
    notFoundTitle: "Linki ei leitud",
    notFoundBody: "See link on vigane või aegunud. Uue SMS-lingi saamiseks helistage oma kindlustusandjale.",
  },
  ru: {
    pageTitle: "Оценка ущерба",
    heading: "Ваше заявление получено",
    note: "Далее последует автоматическая оценка ущерба. Мы свяжемся с вами, чтобы сообщить её результат и дальнейшие шаги.",
    summaryHeading: "Сводка заявления",
    reference: "Номер заявления",
    incident: "Происшествие",
    vehicle: "Автомобиль",
    accidentTime: "Дата и время",
    place: "Место",
    description: "Описание",
    settlement: "Способ возмещения",
    incidents: {
      WINDSHIELD_DAMAGE: "Повреждение лобового стекла",
      TRAFFIC_ACCIDENT: "Дорожно-транспортное происшествие",
      HIT_WILD_ANIMAL: "Столкновение с диким животным",
      TECHNICAL_BREAKDOWN: "Техническая неисправность",
      THEFT: "Кража",
      VANDALISM_OR_FIRE: "Вандализм или пожар",
      OTHER: "Другое",
    },
    settlements: { REPAIR: "Ремонт", MONEY: "Денежная компенсация" },
    notFoundTitle: "Ссылка не найдена",
    notFoundBody:
      "Эта ссылка недействительна или устарела. Позвоните своему страховщику, чтобы получить новую SMS-ссылку.",
  },
  lv: {
    pageTitle: "Bojājumu novērtēšana",
    heading: "Jūsu pieteikums ir saņemts",
    note: "Sekos automātiska bojājumu novērtēšana. Mēs sazināsimies ar jums par tās rezultātu un turpmākajiem soļiem.",
    summaryHeading: "Pieteikuma kopsavilkums",
    reference: "Pieteikuma numurs",
    incident: "Negadījums",
    vehicle: "Transportlīdzeklis",
    accidentTime: "Datums un laiks",
    place: "Vieta",
    description: "Apraksts",
    settlement: "Atlīdzības veids",
    incidents: {
      WINDSHIELD_DAMAGE: "Vējstikla bojājums",
      TRAFFIC_ACCIDENT: "Ceļu satiksmes negadījums",
      HIT_WILD_ANIMAL: "Sadursme ar meža dzīvnieku",
      TECHNICAL_BREAKDOWN: "Tehniska kļūme",
      THEFT: "Zādzība",
      VANDALISM_OR_FIRE: "Vandalisms vai ugunsgrēks",
      OTHER: "Cits",
    },
    settlements: { REPAIR: "Remonts", MONEY: "Naudas kompensācija" },
    notFoundTitle: "Saite nav atrasta",
    notFoundBody:
      "Šī saite ir nederīga vai tai beidzies derīguma termiņš. Zvaniet savam apdrošinātājam, lai saņemtu jaunu SMS saiti.",
  },
  lt: {
    pageTitle: "Žalos vertinimas",
    heading: "Jūsų pranešimas gautas",
    note: "Toliau bus atliktas automatinis žalos vertinimas. Susisieksime su jumis dėl jo rezultato ir tolesnių veiksmų.",
    summaryHeading: "Pranešimo santrauka",
    reference: "Pranešimo numeris",
    incident: "Įvykis",
    vehicle: "Transporto priemonė",
    accidentTime: "Data ir laikas",
    place: "Vieta",
    description: "Aprašymas",
    settlement: "Atlyginimo būdas",
    incidents: {
      WINDSHIELD_DAMAGE: "Priekinio stiklo pažeidimas",
      TRAFFIC_ACCIDENT: "Eismo įvykis",
      HIT_WILD_ANIMAL: "Susidūrimas su laukiniu gyvūnu",
      TECHNICAL_BREAKDOWN: "Techninis gedimas",
      THEFT: "Vagystė",
      VANDALISM_OR_FIRE: "Vandalizmas arba gaisras",
      OTHER: "Kita",
    },
    settlements: { REPAIR: "Remontas", MONEY: "Piniginė kompensacija" },
    notFoundTitle: "Nuoroda nerasta",
    notFoundBody:
      "Ši nuoroda neteisinga arba nebegalioja. Paskambinkite savo draudikui, kad gautumėte naują SMS nuorodą.",
  },
};
