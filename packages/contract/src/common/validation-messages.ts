/**
 * Every i18n key a contract validation rule can produce. The web app translates them
 * (namespace `common`, key path as written) and tests that each key exists in every language.
 */
export const VALIDATION_MESSAGE_KEYS = [
  "validation.requiredField",
  "validation.textTooLong",
  "validation.plateRequired",
  "validation.plateAlphanumeric",
  "validation.plateLength",
  "validation.nameRequired",
  "validation.phoneRequired",
  "validation.phoneDigits",
  "validation.phoneTooLong",
  "validation.emailInvalid",
  "validation.emailRequired",
  "validation.notifierNameRequired",
  "validation.notifierPhoneInvalid",
  "validation.notifierEmailInvalid",
  "validation.personalCodeInvalid",
  "validation.accidentDateRequired",
  "validation.accidentDateInvalid",
  "validation.accidentDateFuture",
  "validation.accidentTimeRequired",
  "validation.accidentTimeInvalid",
  "validation.accidentTimeFuture",
  "validation.accidentDescriptionRequired",
  "validation.locationRequired",
  "validation.descriptionRequired",
  "validation.partyTypeRequired",
  "validation.missingFields",
  "validation.communicationRequired",
  "validation.agreementRequired",
  "validation.ratingRequired",
  "validation.fileTooLarge",
  "validation.fileNotImage",
  "validation.tooManyFiles",
  "validation.codeSixDigits",
  "validation.passwordTooShort",
  "validation.yearInvalid",
  "validation.yearRange",
  "validation.incidentTypesRequired",
  "validation.serviceName",
  "validation.colorInvalid",
  "validation.backupCodeFormat",
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Check parameters for a message key: a typo in a key is a type error. */
export function msg(key: ValidationMessageKey): { error: ValidationMessageKey } {
  return { error: key };
}

type Rule = readonly [(value: string) => boolean, ValidationMessageKey];

/**
 * A field's rules in order; only the first broken one is reported, so a field shows one message
 * ('required', not also 'too short'). Unlike zod's `abort`, this leaves the issue non-fatal, so a
 * form's cross-field rules still run and every field's message shows at once.
 */
export function firstBroken(rules: readonly Rule[]) {
  return (value: string, ctx: { addIssue: (issue: { code: "custom"; message: string }) => void }) => {
    const broken = rules.find(([ok]) => !ok(value));
    if (broken) ctx.addIssue({ code: "custom", message: broken[1] });
  };
}
