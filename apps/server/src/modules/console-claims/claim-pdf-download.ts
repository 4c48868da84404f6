import sharp from "sharp";
import type { Language } from "@hitch/contract/common/enums";
import type { AppContext } from "../../app-context.ts";
import { claimFileKey, findClaimFile } from "../claims/public.ts";
import { findBuiltinImage, storedTemplateImage } from "../damage-areas/public.ts";
import { readConsoleClaim } from "./claim-detail.ts";

type Ctx = Pick<AppContext, "db" | "config" | "storage">;

/** Longest side of a photo in the PDF: sharp on paper, yet a claim with many photos stays a few MB. */
const PHOTO_PIXELS = 1600;

async function bytesOf(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stored photo as JPEG (uploads may be WebP or HEIC), or null when it is gone or cannot be decoded. */
async function photoJpeg(ctx: Ctx, claimId: number, fileId: number): Promise<Buffer | null> {
  const row = await findClaimFile(ctx.db, claimId, fileId);
  const object = row ? await ctx.storage.get(claimFileKey(claimId, row.storageKey)) : null;
  if (!object) return null;
  try {
    return await sharp(await bytesOf(object.body))
      .rotate()
      .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The template's drawing (a shipped SVG or an uploaded picture) as PNG, or null when it is gone. */
async function diagramPng(ctx: Ctx, imageUrl: string) {
  const name = new URL(imageUrl, "http://x").pathname.split("/").pop() ?? "";
  const builtin = findBuiltinImage(name);
  const bytes = builtin
    ? builtin.svg
    : await storedTemplateImage(ctx.db, ctx.storage, name).then((o) => o && bytesOf(o.body));
  if (!bytes) return null;
  try {
    const { data, info } = await sharp(bytes, { density: 150 })
      .flatten({ background: "#ffffff" })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The claim's PDF in the operator's language, or null when there is no such claim. */
export async function claimPdfDownload(ctx: Ctx & Pick<AppContext, "claimPdfs">, claimId: number, language: Language) {
  const claim = await readConsoleClaim(ctx.db, ctx.config, claimId);
  if (!claim) return null;
  const [diagram, photos] = await Promise.all([
    claim.damageTemplate && claim.damageArea ? diagramPng(ctx, claim.damageTemplate.imageUrl) : null,
    Promise.all(claim.uploadedPhotos.map((p) => photoJpeg(ctx, claimId, p.id))),
  ]);
  return {
    externalId: claim.externalId,
    pdf: await ctx.claimPdfs.render({ claim, language, images: { diagram, photos } }),
  };
}
