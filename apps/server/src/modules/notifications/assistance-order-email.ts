import type { Language } from "@hitch/contract/common/enums";
import type { Db } from "../../db/connect.ts";
import type { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { fill } from "./claim-email-texts.ts";

type AssistanceRequestRow = typeof assistanceRequests.$inferSelect;

export const ASSISTANCE_ORDER_COPY = "ASSISTANCE_ORDER_COPY";

/**
 * The copy of a tow truck order the details step promises, the server's own text in the request's
 * language. `{name}` is the contact, `{reference}` the request's external id, `{vehicle}` plate and
 * make, `{place}` the confirmed address (or the pin's coordinates).
 */
const ORDER_COPY_EMAIL: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: "Your tow truck order {reference}",
    body: "Hello {name},\n\nWe have received your roadside assistance order {reference}.\nVehicle: {vehicle}\nPlace: {place}\n\nWe are finding the nearest tow truck for you. Follow your order with the link in your SMS.\n\nThank you.",
  },
  et: {
    subject: "Teie puksiiritellimus {reference}",
    body: "Tere, {name}!\n\nOleme kätte saanud teie teeabi tellimuse {reference}.\nSõiduk: {vehicle}\nAsukoht: {place}\n\nOtsime teile lähima puksiirauto. Tellimust saate jälgida SMS-is saadetud lingi kaudu.\n\nTäname!",
  },
  ru: {
    subject: "Ваш заказ эвакуатора {reference}",
    body: "Здравствуйте, {name}!\n\nМы получили ваш заказ помощи на дороге {reference}.\nАвтомобиль: {vehicle}\nМесто: {place}\n\nМы ищем для вас ближайший эвакуатор. Следить за заказом можно по ссылке из SMS.\n\nСпасибо!",
  },
  lv: {
    subject: "Jūsu evakuatora pasūtījums {reference}",
    body: "Labdien, {name}!\n\nEsam saņēmuši jūsu ceļa palīdzības pasūtījumu {reference}.\nTransportlīdzeklis: {vehicle}\nVieta: {place}\n\nMeklējam jums tuvāko evakuatoru. Pasūtījumam varat sekot ar saiti SMS ziņā.\n\nPaldies!",
  },
  lt: {
    subject: "Jūsų vilkiko užsakymas {reference}",
    body: "Sveiki, {name},\n\ngavome jūsų pagalbos kelyje užsakymą {reference}.\nTransporto priemonė: {vehicle}\nVieta: {place}\n\nIeškome jums artimiausio vilkiko. Užsakymą galite sekti per nuorodą SMS žinutėje.\n\nAčiū.",
  },
};

/**
 * Inside the submitting transaction: the order's copy to the address given on the details step (or
 * the operator's pre-filled one). It commits with the submission; the outbox worker sends it after.
 */
export async function queueAssistanceOrderEmail(
  tx: Db,
  outbox: MessageOutbox,
  request: AssistanceRequestRow,
): Promise<boolean> {
  const to = (request.additionalEmail ?? request.contactEmail)?.trim();
  if (!to) return false;
  const text = ORDER_COPY_EMAIL[request.language];
  const pin = request.latitude !== null ? `${request.latitude}, ${request.longitude}` : "";
  const values = {
    name: request.contactName ?? "",
    reference: request.externalId,
    vehicle: [request.licensePlate, request.vehicleMark, request.vehicleModel].filter(Boolean).join(" "),
    place: request.address ?? pin,
  };
  await outbox.email(tx, {
    to,
    subject: fill(text.subject, values),
    body: fill(text.body, values),
    language: request.language,
    purpose: ASSISTANCE_ORDER_COPY,
  });
  return true;
}
