import type { DispatchStage } from "@hitch/contract/common/enums";

/**
 * The eight 'finding a tow truck' messages, in order. The first stands for a submitted request
 * the dispatch engine has not picked up yet (stage null); each of the others is one real
 * DISPATCH_STAGE, so the message on screen is what the server is doing, not a timer.
 */
export const PROGRESS_MESSAGES: readonly { stage: DispatchStage | null; key: string }[] = [
  { stage: null, key: "tracking:finding.messages.received" },
  { stage: "INFORMING_OPERATORS", key: "tracking:finding.messages.informingOperators" },
  { stage: "LOCATING", key: "tracking:finding.messages.locating" },
  { stage: "SEARCHING", key: "tracking:finding.messages.searching" },
  { stage: "DRIVERS_FOUND", key: "tracking:finding.messages.driversFound" },
  { stage: "SENDING_INFORMATION", key: "tracking:finding.messages.sendingInformation" },
  { stage: "DRIVERS_EVALUATING", key: "tracking:finding.messages.driversEvaluating" },
  { stage: "WAITING_FOR_REPLY", key: "tracking:finding.messages.waitingForReply" },
];

/** Index (0..7) of the message for the server's stage. */
export function progressIndex(stage: DispatchStage | null): number {
  return Math.max(
    0,
    PROGRESS_MESSAGES.findIndex((m) => m.stage === stage),
  );
}
