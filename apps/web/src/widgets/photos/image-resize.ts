import { isHeic, resizeTarget, RESIZE_JPEG_QUALITY } from "@hitch/contract/common/files";

/**
 * Shrinks a large photo before upload (above 1920x1080, or 1080x1920 portrait, is scaled to fit inside
 * 1280x720 or 720x1280, its aspect kept, as a JPEG at quality 0.85): nothing cropped, stretched or
 * letterboxed. HEIC files
 * (which browsers cannot decode) and anything the browser cannot read go up unchanged; the
 * server checks the bytes either way.
 */
export async function resizeForUpload(file: File): Promise<File> {
  if (isHeic(file.name) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    // Honours the EXIF orientation, so a portrait phone photo counts as portrait.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const target = resizeTarget(bitmap.width, bitmap.height);
    if (!target) return file;
    const canvas = document.createElement("canvas");
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", RESIZE_JPEG_QUALITY));
    if (!blob) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
