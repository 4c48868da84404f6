import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { ConsoleClaim } from "@hitch/contract/console/claims";
import type { Language } from "@hitch/contract/common/enums";
import { CLAIM_PDF_TEXTS, type ClaimPdfTexts } from "./claim-pdf-texts.ts";

const require = createRequire(import.meta.url);
// Noto Sans covers Latin with the Baltic letters and Cyrillic; PDF's built-in fonts cover neither.
const REGULAR = require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf");
const BOLD = require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf");

/** The pictures the PDF holds, read and made JPEG or PNG beforehand (pdfkit reads no other kind). */
export interface ClaimPdfImages {
  /** The diagram's template as PNG with its size, or null when there is no diagram or its picture is gone. */
  diagram: { png: Buffer; width: number; height: number } | null;
  /** Each photo in the claim's order; null when its bytes could not be read. */
  photos: (Buffer | null)[];
}

const MARGIN = 50;
const SELECTED = "#FA9704";

/** The claim as a PDF for the claims handler: every field the customer entered, the diagram, the photos. */
export function claimPdf(claim: ConsoleClaim, language: Language, images: ClaimPdfImages): Promise<Buffer> {
  const t = CLAIM_PDF_TEXTS[language];
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${t.title} ${claim.externalId}`, Subject: claim.serviceName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  writeClaim(doc, claim, t, language, images);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
type Field = [label: string, value: string | null | undefined];

function writeClaim(doc: Doc, claim: ConsoleClaim, t: ClaimPdfTexts, language: Language, images: ClaimPdfImages) {
  const when = (iso: string | null | undefined) =>
    iso ? new Date(iso).toLocaleString(language, { dateStyle: "medium", timeStyle: "short" }) : null;
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? null : value ? t.yes : t.no;

  doc.font("bold").fontSize(20).text(`${t.title} ${claim.externalId}`);
  doc.moveDown(0.5);
  fields(doc, [
    [t.service, claim.serviceName],
    [t.startedAt, when(claim.createdAt)],
    [t.submittedAt, claim.submittedAt ? when(claim.submittedAt) : t.status.DRAFT],
    [t.customerLanguage, claim.language.toUpperCase()],
    [t.incident, claim.incidentType ? t.incidentTypes[claim.incidentType] : null],
  ]);

  const v = claim.vehicleDetails;
  section(doc, t.vehicle);
  fields(doc, [
    [t.plate, v?.licensePlate],
    [t.vin, v?.vinCode],
    [t.makeModel, [v?.mark, v?.model].filter(Boolean).join(" ")],
    [t.year, v?.year?.toString()],
    [t.colour, v?.color],
    [t.insuranceVerified, v ? yesNo(v.insuranceVerified) : null],
  ]);

  // The damage comes right after the vehicle, in the order of the customer's steps.
  const cells = claim.damageArea?.coordinates ?? [];
  section(doc, t.damage);
  fields(doc, [[t.damage, t.damageAreas(cells.length)]]);
  if (images.diagram && claim.damageTemplate) diagram(doc, images.diagram, claim.damageTemplate, cells);

  const people = claim.notifierInfo;
  section(doc, t.notifier);
  const personFields = (p: NonNullable<typeof people>["notifier"]): Field[] => [
    [t.name, p.contact.name],
    [t.personalCode, p.personalCode],
    [t.phone, p.contact.phone ? `${p.contact.phonePrefix ?? ""} ${p.contact.phone}` : null],
    [t.email, p.contact.email],
  ];
  fields(doc, people ? [...personFields(people.notifier), [t.contactIsDriver, yesNo(people.isContactDriver)]] : []);
  if (people?.driver) {
    section(doc, t.driver);
    fields(doc, personFields(people.driver));
  }

  const a = claim.accidentDetails;
  section(doc, t.accident);
  fields(doc, [
    [t.accidentAt, when(a?.accidentDatetime)],
    [t.address, a?.address],
    [t.description, a?.description],
    [t.whoCaused, a?.whoCaused ? t.whoCausedValues[a.whoCaused] : null],
    [t.authoritiesNotified, yesNo(a?.authoritiesNotified)],
    [t.personalInjury, yesNo(a?.personalInjury)],
  ]);

  section(doc, t.parties);
  fields(doc, [
    [t.otherPartiesInvolved, yesNo(claim.otherPartiesInvolved)],
    ...claim.otherParties.map((p): Field => [
      p.type === "vehicle" ? t.partyVehicle : t.partyObject,
      [p.vehicle?.licensePlate ?? p.object?.description, p.person?.fullName, p.person?.personalCode]
        .concat(p.person?.phone ? [`${p.person.phonePrefix} ${p.person.phone}`] : [], p.person?.email ?? [])
        .filter(Boolean)
        .join(", "),
    ]),
  ]);

  section(doc, t.settlement);
  fields(doc, [
    [t.settlement, claim.settlementType ? t.settlementTypes[claim.settlementType] : null],
    [t.workshop, claim.workshop ? `${claim.workshop.name}, ${claim.workshop.address}` : null],
    [t.communication, claim.communicationPreferences.map((channel) => t.channels[channel]).join(", ")],
  ]);

  if (claim.uploadedPhotos.length) {
    doc.addPage();
    doc.font("bold").fontSize(14).text(t.photos);
    images.photos.forEach((photo, i) => {
      if (i > 0) doc.addPage();
      doc.moveDown(0.5);
      if (!photo) {
        doc.font("regular").fontSize(10).text(t.photoMissing);
        return;
      }
      const width = doc.page.width - 2 * MARGIN;
      doc.image(photo, MARGIN, doc.y, { fit: [width, doc.page.height - doc.y - MARGIN], align: "center" });
    });
  }
}

function section(doc: Doc, title: string) {
  doc.moveDown(0.8);
  doc.font("bold").fontSize(13).fillColor("#000").text(title);
  doc.moveDown(0.2);
}

/** The most of one field the PDF lays out: the customer's fields hold at most 4,000 characters. */
const MAX_FIELD_CHARACTERS = 4000;

/**
 * A field's text as the PDF lays it out: at most MAX_FIELD_CHARACTERS, and no run of more than 40 characters without
 * a space. pdfkit splits an unbroken run that is wider than its column by measuring it again and again: one
 * 3,000-character word took seconds, a line of them a few milliseconds.
 */
export function laidOutText(value: string): string {
  const characters = [...value];
  const capped =
    characters.length > MAX_FIELD_CHARACTERS ? `${characters.slice(0, MAX_FIELD_CHARACTERS).join("")}…` : value;
  return capped.replace(/\S{40}(?=\S)/gu, "$& ");
}

/** Label and value in two columns; fields the customer left empty are left out. */
function fields(doc: Doc, list: Field[]) {
  const labelWidth = 170;
  for (const [label, value] of list) {
    if (!label || value === null || value === undefined || value === "") continue;
    const y = doc.y;
    doc
      .font("regular")
      .fontSize(10)
      .fillColor("#555")
      .text(label, MARGIN, y, { width: labelWidth - 10 });
    const afterLabel = doc.y;
    doc
      .fillColor("#000")
      .text(laidOutText(value), MARGIN + labelWidth, y, { width: doc.page.width - 2 * MARGIN - labelWidth });
    doc.y = Math.max(afterLabel, doc.y);
    doc.x = MARGIN;
  }
}

/** The template's drawing with its grid and the chosen cells filled, as the customer saw it. */
function diagram(
  doc: Doc,
  picture: NonNullable<ClaimPdfImages["diagram"]>,
  template: { rows: number; columns: number },
  cells: readonly { x: number; y: number }[],
) {
  const height = 300;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y + 6;
  const width = (picture.width / picture.height) * height;
  const left = MARGIN;
  doc.image(picture.png, left, top, { width, height });
  const cellW = width / template.columns;
  const cellH = height / template.rows;
  doc.save().lineWidth(0.5).strokeColor("#999");
  for (let x = 0; x < template.rows; x++)
    for (let y = 0; y < template.columns; y++) doc.rect(left + y * cellW, top + x * cellH, cellW, cellH).stroke();
  for (const cell of cells)
    doc
      .rect(left + cell.y * cellW, top + cell.x * cellH, cellW, cellH)
      .fillOpacity(0.5)
      .fill(SELECTED);
  doc.restore();
  doc.y = top + height + 6;
  doc.x = MARGIN;
}
