import type { RouteModule } from "../../app-context.ts";
import { inviteAssistanceFeedback } from "../feedback/public.ts";
import { createCaseForAssistance } from "./create-case.ts";

/**
 * Not routes: subscribes cases and feedback to this app's dispatch transitions. ACCEPTED opens the
 * request's case; FINISHED sends its feedback invitation. Both are idempotent, so a second instance
 * on the same database adds no second case or message.
 */
export const caseDispatchHooks: RouteModule = (_app, { config, outbox, dispatch }) => {
  dispatch.transitions.subscribe(async (tx, transition) => {
    if (transition.change === "ACCEPTED")
      await createCaseForAssistance(tx, transition.assistanceRequestId, transition.at);
    if (transition.change === "FINISHED")
      await inviteAssistanceFeedback(tx, config, outbox, transition.assistanceRequestId, transition.at);
  });
};
