import type { ValidationMessageKey } from "@hitch/contract/common/validation-messages";

/**
 * The contract's validation codes the claim forms can produce, mapped to their texts. Written out
 * key by key so the locale test sees every key in use.
 */
const KEYS: Partial<Record<ValidationMessageKey, string>> = {
  "validation.requiredField": "claims:validation.requiredField",
  "validation.textTooLong": "claims:validation.textTooLong",
  "validation.plateRequired": "claims:validation.plateRequired",
  "validation.plateAlphanumeric": "claims:validation.plateAlphanumeric",
  "validation.plateLength": "claims:validation.plateLength",
  "validation.phoneDigits": "claims:validation.phoneDigits",
  "validation.phoneTooLong": "claims:validation.phoneTooLong",
  "validation.emailInvalid": "claims:validation.emailInvalid",
  "validation.notifierNameRequired": "claims:validation.notifierNameRequired",
  "validation.notifierPhoneInvalid": "claims:validation.notifierPhoneInvalid",
  "validation.notifierEmailInvalid": "claims:validation.notifierEmailInvalid",
  "validation.personalCodeInvalid": "claims:validation.personalCodeInvalid",
  "validation.partyTypeRequired": "claims:validation.partyTypeRequired",
  "validation.missingFields": "claims:validation.missingFields",
  "validation.accidentDateRequired": "claims:validation.accidentDateRequired",
  "validation.accidentDateInvalid": "claims:validation.accidentDateInvalid",
  "validation.accidentDateFuture": "claims:validation.accidentDateFuture",
  "validation.accidentTimeRequired": "claims:validation.accidentTimeRequired",
  "validation.accidentTimeInvalid": "claims:validation.accidentTimeInvalid",
  "validation.accidentTimeFuture": "claims:validation.accidentTimeFuture",
  "validation.accidentDescriptionRequired": "claims:validation.accidentDescriptionRequired",
  "validation.locationRequired": "claims:validation.locationRequired",
  "validation.communicationRequired": "claims:validation.communicationRequired",
  "validation.agreementRequired": "claims:validation.agreementRequired",
};

export function validationKey(code: string): string {
  return KEYS[code as ValidationMessageKey] ?? "claims:validation.requiredField";
}

/** The first message per field path ('notifier.contact.name') of a failed zod parse. */
export function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join(".")] ??= validationKey(issue.message);
  return out;
}
