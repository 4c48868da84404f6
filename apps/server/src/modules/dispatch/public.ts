// What other modules may use from dispatch: they import from here, never from the module's other files.
export type { DispatchRuntime } from "./dispatch-runtime.ts";
export { transferJob } from "./job-actions.ts";
export { listCallbacks, markCallbackHandled } from "./operator-callbacks.ts";
export { dispatchRuntimeFor } from "./runtime-from-config.ts";
export { startDispatch } from "./start-dispatch.ts";
export { readAssignment } from "./status-view.ts";
export { cancelRequest, finishJob, recordDriverLocation } from "./job-actions.ts";
export { readStatus } from "./status-view.ts";
export { createStatusAnswers } from "./status-answers.ts";
export { createStatusStreams } from "./status-stream.ts";
export { offerHandOver } from "./hand-over.ts";
export { acceptOffer, declineOffer, listOpenOffers } from "./offers.ts";
export { activeJobOf, currentJobOf } from "./current-job.ts";
export { reportProgress } from "./job-progress.ts";
export { driverHistory } from "./driver-history.ts";
export { createDriverStreams } from "./driver-stream.ts";
export { driverSeesRequest } from "./driver-photos.ts";
export { assignByHand } from "./assign-by-hand.ts";
