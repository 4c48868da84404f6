import { ERROR_CODES, type ErrorCode } from "@hitch/contract/common/error-codes";
import { isApiError } from "./api-error.ts";

const knownCodes = new Set<string>(ERROR_CODES);

/**
 * The translation key for any error thrown by a call: the network problem, a known server
 * error code (`common:errors.<CODE>`), or the generic try-again text.
 */
export function errorKey(error: unknown): string {
  if (!isApiError(error)) return "common:errors.tryAgain";
  if (error.isNetworkProblem) return "common:errors.networkProblem";
  if (knownCodes.has(error.code)) return `common:errors.${error.code as ErrorCode}`;
  return "common:errors.tryAgain";
}

/** A step's own failure message, except a dropped network, which reads the same on every step. */
export function failureKey(error: unknown, stepKey: string): string {
  return isApiError(error) && error.isNetworkProblem ? "common:errors.networkProblem" : stepKey;
}
