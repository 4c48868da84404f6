import type { TFunction } from "i18next";
import { ApiError, isApiError } from "../../../api/api-error.ts";
import { errorKey } from "../../../api/error-key.ts";

/**
 * Submit failure text: the server's errors list joined into one message (each
 * code translated), or the error's own text, or the try-again text.
 */
export function submitErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.errors.length > 0) {
    const texts = error.errors.map((e) => t(errorKey(new ApiError(error.status, e.code))));
    return [...new Set(texts)].join(" ");
  }
  if (isApiError(error) && (error.isNetworkProblem || error.code === "REQUEST_NOT_EDITABLE")) return t(errorKey(error));
  return t("common:errors.tryAgain");
}
