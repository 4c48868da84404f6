// What the console's routes may use: they import from here, never from the module's other files.
export { listAudit, recordAudit } from "./audit.ts";
export { readBoard } from "./board.ts";
export { createBoardStreams } from "./board-stream.ts";
export { handleCallback, listConsoleCallbacks, serviceOfCallback } from "./callbacks.ts";
export { readRequestDetail, serviceOfRequest } from "./request-detail.ts";
export { isCompanyRequest, listRequests } from "./request-list.ts";
export { assignAsOperator, cancelAsOperator, redispatchAsOperator, resendLinkAsOperator } from "./request-actions.ts";
export { createConsoleLink, readSmsState } from "./new-link.ts";
export { listOutboxSms, retrySms, serviceOfSms } from "./sms-outbox.ts";
export {
  addConsoleWorkshop,
  changeConsoleWorkshop,
  listConsoleWorkshops,
  removeConsoleWorkshop,
  serviceOfWorkshop,
} from "./fleet-workshops.ts";
export { importVehiclesAsOperator, searchVehicle } from "./fleet-vehicles.ts";
