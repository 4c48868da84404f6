import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { onDispatchTransition } from "../dispatch/public.ts";
import { inviteAssistanceFeedback } from "../feedback/public.ts";
import { createCaseForAssistance } from "./create-case.ts";

/**
 * Subscribes cases and feedback to the dispatch engine's transitions for as long as this app runs
 * (buildApp calls it). ACCEPTED opens the request's case; FINISHED sends its feedback invitation. Both
 * are idempotent, so a second app in the same process (tests, the two-instance check) adds no
 * second case or message.
 */
export function caseDispatchHooks(app: FastifyInstance, { config, outbox }: AppContext) {
  const unsubscribe = onDispatchTransition(async (tx, transition) => {
    if (transition.change === "ACCEPTED")
      await createCaseForAssistance(tx, transition.assistanceRequestId, transition.at);
    if (transition.change === "FINISHED")
      await inviteAssistanceFeedback(tx, config, outbox, transition.assistanceRequestId, transition.at);
  });
  app.addHook("onClose", async () => {
    unsubscribe();
  });
}
