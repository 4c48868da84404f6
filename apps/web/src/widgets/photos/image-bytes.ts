import { fileTypeFromBlob } from "file-type/core";
import { isImageMimeType } from "@hitch/contract/common/files";

/**
 * Whether the file's own bytes are an image the server takes (JPEG, PNG, WebP, GIF, HEIC/HEIF):
 * a text file renamed '.jpg' carries an image name and type but not an image's signature, and
 * would only fail on upload. Reads the file's first bytes, not the whole file.
 */
export async function hasImageBytes(file: Blob): Promise<boolean> {
  try {
    const sniffed = await fileTypeFromBlob(file);
    return sniffed !== undefined && isImageMimeType(sniffed.mime);
  } catch {
    return false;
  }
}
