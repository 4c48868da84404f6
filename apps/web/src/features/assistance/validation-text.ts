import type { ValidationMessageKey } from "@hitch/contract/common/validation-messages";

/**
 * The contract's validation codes this flow's forms can produce, mapped to their texts. Written
 * out key by key so the locale test sees every key in use.
 */
const KEYS: Partial<Record<ValidationMessageKey, string>> = {
  "validation.requiredField": "assistance:validation.requiredField",
  "validation.textTooLong": "assistance:validation.textTooLong",
  "validation.plateRequired": "assistance:validation.plateRequired",
  "validation.plateAlphanumeric": "assistance:validation.plateAlphanumeric",
  "validation.plateLength": "assistance:validation.plateLength",
  "validation.nameRequired": "assistance:validation.nameRequired",
  "validation.phoneRequired": "assistance:validation.phoneRequired",
  "validation.phoneDigits": "assistance:validation.phoneDigits",
  "validation.phoneTooLong": "assistance:validation.phoneTooLong",
  "validation.emailInvalid": "assistance:validation.emailInvalid",
  "validation.descriptionRequired": "assistance:validation.descriptionRequired",
  "validation.agreementRequired": "assistance:validation.agreementRequired",
};

export function validationKey(code: string): string {
  return KEYS[code as ValidationMessageKey] ?? "assistance:validation.requiredField";
}

/** The first message per field of a failed zod parse, keyed by the field's top-level name. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    out[field] ??= validationKey(issue.message);
  }
  return out;
}
