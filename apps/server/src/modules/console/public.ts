// What the console's routes may use: they import from here, never from the module's other files.
export { listAudit } from "./audit.ts";
export { readBoard } from "./board.ts";
export { createBoardStreams } from "./board-stream.ts";
export { handleCallback, listConsoleCallbacks, serviceOfCallback } from "./callbacks.ts";
export { readRequestDetail, serviceOfRequest } from "./request-detail.ts";
export { cancelAsOperator } from "./request-actions.ts";
export { createConsoleLink, readSmsState, serviceOfLinkSms } from "./new-link.ts";
export { recordAudit } from "./audit.ts";
