import type { TFunction } from "i18next";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf } from "../api.ts";

/** The operator's words for a request action's or an SMS retry's refusal; other failures as every screen says them. */
export function actionErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : "";
  switch (code) {
    case "NO_PHONE":
      return t("console-requests:errors.noPhone");
    case "REQUEST_NOT_TIMED_OUT":
      return t("console-requests:errors.notTimedOut");
    case "DRIVER_NOT_AVAILABLE":
      return t("console-requests:errors.driverNotAvailable");
    case "REQUEST_ENDED":
      return t("console-requests:errors.requestEnded");
    case "SMS_NOT_FAILED":
      return t("console-requests:errors.smsNotFailed");
    case "SMS_TEXT_GONE":
      return t("console-requests:errors.smsTextGone");
    default:
      return t(`console:errors.${errorKeyOf(error)}`);
  }
}
