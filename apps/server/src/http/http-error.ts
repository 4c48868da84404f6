import type { ErrorCode } from "@hitch/contract/common/errors";

/** Thrown by services and guards; the error handler turns it into `{ statusCode, code, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    readonly errors?: { path: string; code: string }[],
  ) {
    super(code);
    this.name = "HttpError";
  }
}

export const notFound = () => new HttpError(404, "NOT_FOUND");
