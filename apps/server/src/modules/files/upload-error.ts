import { HttpError } from "../../http/http-error.ts";
import { FileUploadError } from "./upload-stream.ts";

/**
 * Upload problems as `{ statusCode, code }`: the pipeline's own codes (413 FILE_TOO_LARGE, 415
 * FILE_NOT_IMAGE, 422 IMAGE_TOO_LARGE), multipart's 4xx limits, and for a body that is not valid
 * multipart at all (busboy's plain errors) 400: malformed input is never a server error.
 */
export function uploadError(error: unknown): Error {
  if (error instanceof FileUploadError) return new HttpError(error.statusCode, error.code);
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, "FILE_TOO_LARGE");
  if (status === 413) return new HttpError(413, "PAYLOAD_TOO_LARGE");
  if (typeof status === "number" && status >= 400 && status < 500) return new HttpError(status, "BAD_REQUEST");
  return new HttpError(400, "BAD_REQUEST");
}

/** For a promise that stores an upload: the image pipeline's refusals become their HTTP answers, anything else passes as is. */
export function rejectAsUploadError(error: unknown): Promise<never> {
  return Promise.reject(error instanceof FileUploadError ? uploadError(error) : error);
}
