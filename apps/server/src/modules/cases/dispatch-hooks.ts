import type { AppContext } from "../../app-context.ts";
import { inviteAssistanceFeedback } from "../feedback/public.ts";
import { createCaseForAssistance } from "./create-case.ts";

/**
 * Subscribes (buildApp calls it) cases and feedback to this app's dispatch transitions. ACCEPTED opens the
 * request's case; FINISHED sends its feedback invitation. Both are idempotent, so a second instance
 * on the same database adds no second case or message.
 */
export function caseDispatchHooks({ config, outbox, dispatch }: AppContext) {
  dispatch.transitions.subscribe(async (tx, transition) => {
    if (transition.change === "ACCEPTED")
      await createCaseForAssistance(tx, transition.assistanceRequestId, transition.at);
    if (transition.change === "FINISHED")
      await inviteAssistanceFeedback(tx, config, outbox, transition.assistanceRequestId, transition.at);
  });
}
