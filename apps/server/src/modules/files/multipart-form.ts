import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { fileCutShort } from "./file-cut-short.ts";
import { uploadError } from "./upload-error.ts";
import { spoolUnlessCut, spoolUploadStream, type SpooledUpload } from "./upload-spool.ts";

export type UploadedFile = SpooledUpload & { originalName: string | undefined };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

/**
 * Reads a multipart form of one file and a few named text fields, in any order (browsers send
 * FormData in append order, so `file` may come before `fileType`). The file is spooled to a
 * temporary file under `maxBytes` (upload-spool.ts): the caller discards it when done, on success
 * or not. A field the form does not know, a repeated field or a second file is a 400, as an
 * unknown JSON field would be; the spooled file is then discarded here.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxBytes: number; fields: readonly string[] },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          throw new HttpError(400, "VALIDATION_FAILED", [{ path: part.fieldname, code: "unrecognized_keys" }]);
        }
        const spooling = spoolUploadStream(part.file, { maxBytes: options.maxBytes });
        file = {
          ...(await spoolUnlessCut(spooling, fileCutShort(request.raw, part.file))),
          originalName: part.filename,
        };
      } else {
        if (!options.fields.includes(part.fieldname) || part.fieldname in fields) {
          throw new HttpError(400, "VALIDATION_FAILED", [{ path: part.fieldname, code: "unrecognized_keys" }]);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await file?.discard();
    throw uploadError(error);
  }
  return { fields, file };
}
