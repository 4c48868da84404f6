import type { ErrorBody } from "@hitch/contract/common/errors";

export type FieldError = NonNullable<ErrorBody["errors"]>[number];

/** The code a failed fetch (no answer at all) carries; translated as `common:errors.networkProblem`. */
export const NETWORK_PROBLEM = "networkProblem";

/**
 * Every failed call becomes an ApiError: `status` is 0 when the network failed, otherwise the
 * HTTP status; `code` is the server's error code (or NETWORK_PROBLEM); `errors` the field list.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, code: string, errors: FieldError[] = []) {
    super(`${status} ${code}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  get isNetworkProblem(): boolean {
    return this.status === 0;
  }

  get isServerFailure(): boolean {
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
