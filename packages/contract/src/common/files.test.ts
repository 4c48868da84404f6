import { describe, expect, it } from "vitest";
import {
  canAddPhoto,
  DEFAULT_UPLOAD_MAX_BYTES,
  fitPhotoSelection,
  isHeic,
  isImageMimeType,
  makePhotoFileSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MB,
  MAX_PHOTOS,
  photoFileSchema,
  photoListSchema,
  RESIZE_JPEG_QUALITY,
  resizeTarget,
} from "./files.ts";

const errorOf = (file: unknown) => photoFileSchema.safeParse(file).error?.issues[0]?.message;

describe("photo limits", () => {
  it("match the photo rules' numbers", () => {
    expect(MAX_PHOTO_BYTES).toBe(52428800);
    expect(MAX_PHOTO_MB).toBe(50);
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(10485760);
    expect(MAX_PHOTOS).toBe(9);
  });
});

describe("photo file check", () => {
  it("accepts JPEG, PNG and HEIC images up to 50 MB", () => {
    expect(photoFileSchema.safeParse({ name: "a.jpg", type: "image/jpeg", size: MAX_PHOTO_BYTES }).success).toBe(true);
    expect(photoFileSchema.safeParse({ name: "a.png", type: "image/png", size: 1000 }).success).toBe(true);
    expect(photoFileSchema.safeParse({ name: "IMG_1.HEIC", type: "image/heic", size: 1000 }).success).toBe(true);
    expect(photoFileSchema.safeParse({ name: "IMG_2.heif", type: "image/heif", size: 1000 }).success).toBe(true);
  });

  it("accepts a .heic file whose type the browser left empty", () => {
    expect(photoFileSchema.safeParse({ name: "IMG_1.heic", type: "", size: 1000 }).success).toBe(true);
  });

  it("refuses a file that is not an image", () => {
    expect(errorOf({ name: "a.pdf", type: "application/pdf", size: 10 })).toBe("validation.fileNotImage");
    expect(errorOf({ name: "a.jpg", type: "text/plain", size: 10 })).toBe("validation.fileNotImage");
    expect(errorOf({ name: "notes", type: "", size: 10 })).toBe("validation.fileNotImage");
  });

  it("refuses a file one byte over the limit", () => {
    expect(errorOf({ name: "a.jpg", type: "image/jpeg", size: MAX_PHOTO_BYTES + 1 })).toBe("validation.fileTooLarge");
    const generic = makePhotoFileSchema(DEFAULT_UPLOAD_MAX_BYTES);
    expect(generic.safeParse({ name: "a.jpg", type: "image/jpeg", size: DEFAULT_UPLOAD_MAX_BYTES + 1 }).success).toBe(
      false,
    );
  });

  it("knows image MIME types case-insensitively", () => {
    expect(isImageMimeType("IMAGE/JPEG")).toBe(true);
    expect(isImageMimeType("video/mp4")).toBe(false);
  });
});

describe("photo count", () => {
  it("keeps what fits under nine and reports how many were discarded", () => {
    expect(fitPhotoSelection(7, ["a", "b", "c", "d"])).toEqual({ accepted: ["a", "b"], discarded: 2 });
    expect(fitPhotoSelection(0, ["a", "b"])).toEqual({ accepted: ["a", "b"], discarded: 0 });
    expect(fitPhotoSelection(9, ["a"])).toEqual({ accepted: [], discarded: 1 });
  });

  it("hides the add tile at nine photos", () => {
    expect(canAddPhoto(8)).toBe(true);
    expect(canAddPhoto(9)).toBe(false);
  });
});

describe("resize rules", () => {
  it("leaves images within 1920x1080 (1080x1920 portrait) alone", () => {
    expect(resizeTarget(1920, 1080)).toBeNull();
    expect(resizeTarget(1080, 1920)).toBeNull();
    expect(resizeTarget(800, 600)).toBeNull();
  });

  it("shrinks larger landscape images into 1280x720, keeping their aspect", () => {
    expect(resizeTarget(4000, 3000)).toEqual({ width: 960, height: 720 });
    expect(resizeTarget(3840, 2160)).toEqual({ width: 1280, height: 720 });
    expect(resizeTarget(1921, 1080)).toEqual({ width: 1280, height: 720 });
    expect(resizeTarget(4000, 1000)).toEqual({ width: 1280, height: 320 });
  });

  it("shrinks larger portrait images into 720x1280, keeping their aspect", () => {
    expect(resizeTarget(3000, 4000)).toEqual({ width: 720, height: 960 });
    expect(resizeTarget(1081, 1920)).toEqual({ width: 720, height: 1279 });
  });

  it("treats a large square image as landscape", () => {
    expect(resizeTarget(3000, 3000)).toEqual({ width: 720, height: 720 });
  });

  it("encodes at JPEG quality 0.85", () => {
    expect(RESIZE_JPEG_QUALITY).toBe(0.85);
  });

  it("recognises HEIC and HEIF file names, which are never resized", () => {
    expect(isHeic("IMG_0001.HEIC")).toBe(true);
    expect(isHeic("photo.heif")).toBe(true);
    expect(isHeic("photo.heic.jpg")).toBe(false);
    expect(isHeic("photo.jpg")).toBe(false);
  });
});

describe("photo list", () => {
  it("holds at most nine photos", () => {
    const photo = { name: "a.jpg", type: "image/jpeg", size: 1 };
    expect(photoListSchema.safeParse(Array(9).fill(photo)).success).toBe(true);
    expect(photoListSchema.safeParse(Array(10).fill(photo)).error?.issues[0].message).toBe("validation.tooManyFiles");
  });
});
