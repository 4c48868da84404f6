// What other modules may use from assistance: they import from here, never from the module's other files.
export { findAssistanceRequest, insertAssistanceRequest, updateAssistanceRequest } from "./repository.ts";
export type { AssistanceRequestRow, NewAssistanceRequestRow } from "./repository.ts";
export { CLOSED_ASSISTANCE_STATUSES } from "./service.ts";
export { loadAssistanceRequestView } from "./service.ts";
export { assistanceOutcomeView } from "./outcome-view.ts";
export { submitAssistanceRequest } from "./submission.ts";
export { saveAssistanceStep } from "./step-save.ts";
export { vehicleStepValues } from "./vehicle-step.ts";
