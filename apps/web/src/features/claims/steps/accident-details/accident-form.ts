import type {
  AccidentDetailsForm,
  AccidentDetailsRequest,
  StoredAccidentDetails,
} from "@hitch/contract/claims/accident-details";
import {
  formatAccidentDate,
  parseAccidentDate,
  TIME_PATTERN,
  toAccidentDatetime,
} from "@hitch/contract/common/accident-date";

export type AccidentFormValues = Omit<AccidentDetailsForm, "location"> & {
  /** The chosen suggestion's point; null while the address is only typed. */
  location: { latitude: number; longitude: number } | null;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The form as the claim last saved it (date and time in the browser's time zone), or empty. */
export function accidentFormValues(stored: StoredAccidentDetails | null): AccidentFormValues {
  const at = stored?.accidentDatetime ? new Date(stored.accidentDatetime) : null;
  const valid = at && !Number.isNaN(at.getTime());
  const location = stored?.location;
  return {
    date: valid ? formatAccidentDate(at) : "",
    time: valid ? `${pad(at.getHours())}:${pad(at.getMinutes())}` : "",
    address: stored?.address ?? "",
    // 0, 0 is how a typed location without a chosen suggestion is stored: not a chosen point.
    location: location && (location.latitude !== 0 || location.longitude !== 0) ? location : null,
    description: stored?.description ?? "",
    whoCaused: stored?.whoCaused ?? null,
    authoritiesNotified: stored?.authoritiesNotified ?? null,
    personalInjury: stored?.personalInjury ?? null,
  };
}

/** The form values the schema checks: a typed location without a suggestion is 0, 0. */
export const formForSchema = (values: AccidentFormValues): AccidentDetailsForm => ({
  ...values,
  location: values.location ?? { latitude: 0, longitude: 0 },
});

/**
 * The body of POST /claims/{id}/accident-details. The local date and time become an instant with
 * the offset that applied on that day (summer or winter time), not today's.
 */
export function accidentRequest(
  values: AccidentFormValues,
  shown: { whoCaused: boolean; authoritiesNotified: boolean; personalInjury: boolean },
): AccidentDetailsRequest {
  const d = parseAccidentDate(values.date)!;
  const t = TIME_PATTERN.exec(values.time.trim())!;
  const offset = -new Date(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2])).getTimezoneOffset();
  return {
    accidentDatetime: toAccidentDatetime(values.date, values.time, offset)!,
    address: values.address.trim(),
    location: values.location ?? { latitude: 0, longitude: 0 },
    description: values.description.trim(),
    whoCaused: shown.whoCaused ? values.whoCaused : null,
    authoritiesNotified: shown.authoritiesNotified ? values.authoritiesNotified : null,
    personalInjury: shown.personalInjury ? values.personalInjury : null,
  };
}

/**
 * Typing '01022025' reads as '01/02/2025': slashes are added as the digits come. A separator the
 * user types ('/', '.', '-', a space) ends the day or month, so '5/1/2026' reads as '05/01/2026'.
 */
export function maskDate(typed: string): string {
  const fields = [""];
  for (const char of typed) {
    const last = fields.length - 1;
    if (/\d/.test(char)) {
      if (last < 2 && fields[last].length === 2) fields.push(char);
      else if (fields[last].length < (last < 2 ? 2 : 4)) fields[last] += char;
    } else if (/[/.\-\s]/.test(char) && last < 2 && fields[last] !== "") {
      fields[last] = fields[last].padStart(2, "0");
      fields.push("");
    }
  }
  return fields.join("/");
}

/** dd/MM/yyyy <-> the native date input's yyyy-MM-dd. */
export function toIsoDate(date: string): string {
  const d = parseAccidentDate(date);
  return d ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : "";
}
export function fromIsoDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}
