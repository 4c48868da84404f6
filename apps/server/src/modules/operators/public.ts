// What other modules and routes may use from operators: they import from here, never from its other files.
export { CLIENT_ADDRESS_HEADER, createOperatorAuth, type OperatorAuth } from "./operator-auth.ts";
export { createOperator, OperatorExistsError, UnknownServiceError } from "./operator-accounts.ts";
export { loadConsoleOperator, servicesOf, type ConsoleOperator } from "./memberships.ts";
export { consoleAccountsAtStart, seedDemoOperators } from "./demo-operator.ts";
export { listOperators } from "./operator-list.ts";
export { inviteOperator } from "./operator-invitation.ts";
export { changeOperator, setOperatorDisabled } from "./operator-changes.ts";
export { signInLimits } from "./sign-in-limits.ts";
export { backupCodesLeft } from "./backup-codes-left.ts";
