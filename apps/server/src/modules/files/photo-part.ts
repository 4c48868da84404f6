import { SMS_IDENTIFIER } from "@hitch/contract/assistance/files";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { fileCutShort } from "./file-cut-short.ts";
import type { storageFor } from "./storage-for.ts";
import { uploadError } from "./upload-error.ts";
import { spoolUnlessCut, spoolUploadStream, sweepUploadSpool } from "./upload-spool.ts";

/**
 * The assistance photo upload's one file part with the fields sent before it, spooled to disk;
 * smsIdentifier, when sent, must be MVP1 (the only identifier the app sends).
 */
export async function readPhotoPart(request: FastifyRequest, maxBytes: number) {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "file", code: "required" }]);
  const sms = part.fields.smsIdentifier;
  if (sms !== undefined && (Array.isArray(sms) || sms.type !== "field" || sms.value !== SMS_IDENTIFIER)) {
    part.file.resume();
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "smsIdentifier", code: "invalid_value" }]);
  }
  const spooling = spoolUploadStream(part.file, { maxBytes }).catch((error: unknown) =>
    Promise.reject(uploadError(error)),
  );
  const upload = await spoolUnlessCut(spooling, fileCutShort(request.raw, part.file));
  return { ...upload, originalName: part.filename };
}

/** Drops half-written files a crash left behind: uploads being received, and (disk storage) objects being stored. */
export async function sweepUnfinishedUploads(storage: ReturnType<typeof storageFor>) {
  await Promise.all([sweepUploadSpool(), storage.sweepIncoming?.() ?? Promise.resolve()]);
}
