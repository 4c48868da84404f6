// What other modules may use from feedback: they import from here, never from the module's other files.
export { assistanceFeedbackUuid, inviteAssistanceFeedback } from "./assistance-feedback.ts";
export { createFeedbackInvitation, feedbackInvitationUuid, feedbackUrl } from "./invitations.ts";
export { feedbackSummary } from "./admin-summary.ts";
export { findInvitation, giveFeedback, stateOf } from "./feedback-service.ts";
