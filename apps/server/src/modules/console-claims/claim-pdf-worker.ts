import type { ConsoleClaim } from "@hitch/contract/console/claims";
import type { Language } from "@hitch/contract/common/enums";
import { claimPdf, type ClaimPdfImages } from "./claim-pdf.ts";

/** What the pool sends a worker: the structured clone turns each Buffer into a plain Uint8Array. */
export interface ClaimPdfTask {
  claim: ConsoleClaim;
  language: Language;
  images: ClaimPdfImages;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Runs on a worker thread of claim-pdf-pool.ts: lays the claim out off the server's event loop. */
export default async function renderClaimPdf({ claim, language, images }: ClaimPdfTask): Promise<Uint8Array> {
  const diagram = images.diagram && { ...images.diagram, png: asBuffer(images.diagram.png) };
  return claimPdf(claim, language, { diagram, photos: images.photos.map((photo) => photo && asBuffer(photo)) });
}
