import { formatAccidentDate } from "@hitch/contract/common/accident-date";
import { toIsoDate } from "./accident-form.ts";

/** The parts of the native date input the calendar button uses. */
type DateInput = Pick<HTMLInputElement, "max" | "focus" | "click"> & { showPicker?: () => void };

/**
 * Opens the phone's own calendar, offering no day after today. Today is read as the calendar opens, not when the
 * step was drawn: a form left open past midnight still offers the new day.
 */
export function openAccidentCalendar(input: DateInput, now: Date = new Date()) {
  input.max = toIsoDate(formatAccidentDate(now));
  // showPicker is missing in older browsers: focusing the input opens the picker there.
  if (typeof input.showPicker === "function") {
    try {
      return input.showPicker();
    } catch {
      // Not allowed without a user gesture in some browsers; fall through.
    }
  }
  input.focus();
  input.click();
}
