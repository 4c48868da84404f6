import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BodyType } from "@hitch/contract/common/enums";
import { PUBLIC_PREFIX } from "../../app-context.ts";

/** Where template images are served: the drawings shipped here and the operators' uploads alike. */
export const TEMPLATE_IMAGE_PREFIX = `${PUBLIC_PREFIX}/damage-location-template/images`;
export const templateImageUrl = (name: string) => `${TEMPLATE_IMAGE_PREFIX}/${name}`;

type BuiltinImage = { name: string; bodyType: BodyType; rows: number; columns: number; svg: Buffer; version: string };

function load(name: string, bodyType: BodyType, rows: number, columns: number): BuiltinImage {
  const svg = readFileSync(new URL(`./templates/${name}`, import.meta.url));
  return { name, bodyType, rows, columns, svg, version: createHash("sha256").update(svg).digest("hex").slice(0, 12) };
}

/**
 * The top-view drawings in ./templates, nose up, with the grid the demo seed gives them. The grid
 * is laid over the whole image: 6 rows of about 75 px down a 456 px sedan, 7 down the longer one.
 */
export const BUILTIN_IMAGES: readonly BuiltinImage[] = [
  load("sedan.svg", "SEDAN", 6, 4),
  load("sedan-big.svg", "SEDAN_BIG", 7, 4),
];

export const findBuiltinImage = (name: string) => BUILTIN_IMAGES.find((image) => image.name === name) ?? null;

/**
 * A shipped drawing's URL carries its content hash (?v=), so browsers may keep it for a year and
 * still see a redrawn one at once; the stored imageUrl stays the plain path.
 */
export function versionedImageUrl(imageUrl: string): string {
  if (!imageUrl.startsWith(`${TEMPLATE_IMAGE_PREFIX}/`)) return imageUrl;
  const builtin = findBuiltinImage(imageUrl.slice(TEMPLATE_IMAGE_PREFIX.length + 1));
  return builtin ? `${imageUrl}?v=${builtin.version}` : imageUrl;
}
