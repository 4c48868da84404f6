import type { CaseStep, EstimationType } from "@hitch/contract/common/enums";
import { formatDate } from "../../ui/date-format.ts";

/**
 * Each step's two wordings. Written out (not built from the step name) so the locale test sees
 * every key, and a new step in the contract fails the type check here until it has its texts.
 */
export const STEP_TEXT: Record<CaseStep, { inProgress: string; done: string }> = {
  CASE_REGISTERED: { inProgress: "cases:steps.CASE_REGISTERED.inProgress", done: "cases:steps.CASE_REGISTERED.done" },
  VEHICLE_DELIVERED: {
    inProgress: "cases:steps.VEHICLE_DELIVERED.inProgress",
    done: "cases:steps.VEHICLE_DELIVERED.done",
  },
  ESTIMATED_DIAGNOSTICS: {
    inProgress: "cases:steps.ESTIMATED_DIAGNOSTICS.inProgress",
    done: "cases:steps.ESTIMATED_DIAGNOSTICS.done",
  },
  PREPARING_REPAIR_ESTIMATE: {
    inProgress: "cases:steps.PREPARING_REPAIR_ESTIMATE.inProgress",
    done: "cases:steps.PREPARING_REPAIR_ESTIMATE.done",
  },
  CONFIRMING_REPAIR_ESTIMATE: {
    inProgress: "cases:steps.CONFIRMING_REPAIR_ESTIMATE.inProgress",
    done: "cases:steps.CONFIRMING_REPAIR_ESTIMATE.done",
  },
  SPARE_PARTS_ARRIVAL: {
    inProgress: "cases:steps.SPARE_PARTS_ARRIVAL.inProgress",
    done: "cases:steps.SPARE_PARTS_ARRIVAL.done",
  },
  REPAIRING_STARTS: {
    inProgress: "cases:steps.REPAIRING_STARTS.inProgress",
    done: "cases:steps.REPAIRING_STARTS.done",
  },
  ESTIMATED_END_OF_REPAIR: {
    inProgress: "cases:steps.ESTIMATED_END_OF_REPAIR.inProgress",
    done: "cases:steps.ESTIMATED_END_OF_REPAIR.done",
  },
  PICK_UP_VEHICLE: { inProgress: "cases:steps.PICK_UP_VEHICLE.inProgress", done: "cases:steps.PICK_UP_VEHICLE.done" },
};

/**
 * A step's time as the operator gave it: NONE shows none, DATE a day (stored as that day's UTC
 * midnight, so shown in UTC or it would slip a day west of Greenwich), TIMESTAMP a local date and time.
 */
export function formatStepTime(ms: number | null, type: EstimationType, language: string): string | null {
  if (ms === null || type === "NONE") return null;
  if (type === "DATE") return formatDate(ms, language, { dateStyle: "long", timeZone: "UTC" });
  return formatDate(ms, language, { dateStyle: "long", timeStyle: "short" });
}
