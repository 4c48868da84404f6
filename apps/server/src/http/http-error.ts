import type { ErrorCode, OperatorErrorCode } from "@hitch/contract/common/error-codes";

/**
 * Thrown by services and guards; the error handler turns it into `{ statusCode, code, errors? }`.
 * The code must be one the contract lists, so a new one fails to compile until it is listed (and,
 * for customers' codes, translated).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | OperatorErrorCode,
    readonly errors?: { path: string; code: string }[],
    /** Headers the answer carries, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = "HttpError";
  }
}

export const notFound = () => new HttpError(404, "NOT_FOUND");
