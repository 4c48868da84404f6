import sharp from "sharp";
import { LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH } from "@hitch/contract/services/service";
import { HttpError } from "../../http/http-error.ts";

// Far above any real logo, far below a decompression bomb.
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Checks the bytes really are an image (decoding, not trusting the content type) and scales it
 * to fit 55x150 without enlarging. Always re-encoded as PNG: keeps transparency, drops metadata
 * and anything executable an SVG might have carried.
 */
export async function normaliseLogo(input: Buffer) {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: "image/png", width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, "FILE_NOT_IMAGE");
  }
}
