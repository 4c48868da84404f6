// What other modules may use from notifications: they import from here, never from the module's other files.
export { confirmationPhone, queueClaimConfirmationEmail, queueClaimConfirmationSms } from "./claim-confirmation.ts";
export { fill } from "./claim-email-texts.ts";
export { queueAssistanceOrderEmail } from "./assistance-order-email.ts";
