// Plain functions, no zod: the phone field is on the assistance flow's first form.
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, type PhonePrefix } from "./enum-values.ts";

/** The dropdown's default for a service's country (LV +371, LT +370...); EE +372 where none fits (RU). */
export function phonePrefixOfCountry(countryCode: string): PhonePrefix {
  return PHONE_PREFIXES.find((p) => p.country === countryCode)?.prefix ?? DEFAULT_PHONE_PREFIX;
}

/**
 * An international number as typed or pasted ('+372 555 1234', '00371 2000 0000') split into a
 * dropdown prefix and the national digits; null when it does not start with '+' or '00' and a known
 * prefix. The field then switches its dropdown instead of keeping the country code in the number.
 */
export function splitInternationalPhone(raw: string): { prefix: PhonePrefix; number: string } | null {
  const compact = raw.replace(/[\s().-]/g, "");
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (!international) return null;
  const digits = international[1];
  // Longest first, so that a longer prefix is never read as a shorter one.
  const known = [...PHONE_PREFIXES].sort((a, b) => b.prefix.length - a.prefix.length);
  const match = known.find((p) => digits.startsWith(p.prefix.slice(1)));
  return match ? { prefix: match.prefix, number: digits.slice(match.prefix.length - 1) } : null;
}

/**
 * The phone a customer's contact form starts from: the number the operator sent the link to, split
 * into the dropdown's prefix and its digits, or else the service country's prefix and no number.
 */
export function contactPhoneDefaults(
  countryCode: string,
  smsPhone: string | null | undefined,
): { phonePrefix: PhonePrefix; phone: string | null } {
  const given = smsPhone ? splitInternationalPhone(smsPhone) : null;
  return { phonePrefix: given?.prefix ?? phonePrefixOfCountry(countryCode), phone: given?.number ?? null };
}
