import type { TFunction } from "i18next";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf } from "../api.ts";

/** The administrator's words for a refusal of the Operators screen; other failures as every screen says them. */
export function operatorErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : "";
  switch (code) {
    case "OPERATOR_EXISTS":
      return t("console-operators:errors.exists");
    case "CANNOT_DISABLE_SELF":
      return t("console-operators:errors.disableSelf");
    case "CANNOT_REMOVE_OWN_ADMIN":
      return t("console-operators:errors.ownAdmin");
    case "SERVICE_NOT_FOUND":
      return t("console-operators:errors.serviceNotFound");
    case "VALIDATION_FAILED":
      return t("console-operators:errors.invalid");
    default:
      return t(`console:errors.${errorKeyOf(error)}`);
  }
}
