import type { PersonValues } from "./person-fields.tsx";

type StoredPerson = {
  contact: { name: string | null; email: string | null; phone: string | null; phonePrefix: string | null };
  personalCode: string | null;
} | null;

/** The form's values from a person as the claim stores it; a person not stored yet starts from `defaults`. */
export function personValues(
  stored: StoredPerson | undefined,
  defaults: { phonePrefix: string; phone?: string | null },
): PersonValues {
  return {
    name: stored?.contact.name ?? "",
    personalCode: stored?.personalCode ?? "",
    phonePrefix: stored?.contact.phonePrefix || defaults.phonePrefix,
    phone: stored ? (stored.contact.phone ?? "") : (defaults.phone ?? ""),
    email: stored?.contact.email ?? "",
  };
}

/** The notifier-info body shape of one person. */
export function personBody(values: PersonValues) {
  return {
    contact: { name: values.name, email: values.email, phone: values.phone, phonePrefix: values.phonePrefix },
    personalCode: values.personalCode,
  };
}

/** Errors keyed 'notifier.contact.name' etc., regrouped as one person's field errors. */
export function personErrors(errors: Record<string, string>, who: string): Partial<Record<keyof PersonValues, string>> {
  const pick = (path: string) => errors[`${who}.${path}`];
  return {
    name: pick("contact.name"),
    personalCode: pick("personalCode"),
    phonePrefix: pick("contact.phonePrefix"),
    phone: pick("contact.phone"),
    email: pick("contact.email"),
  };
}
