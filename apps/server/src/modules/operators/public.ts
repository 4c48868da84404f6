// What other modules and routes may use from operators: they import from here, never from its other files.
export { CLIENT_ADDRESS_HEADER, CONSOLE_AUTH_PATH, createOperatorAuth, type OperatorAuth } from "./operator-auth.ts";
export { createOperator, OperatorExistsError, UnknownServiceError } from "./operator-accounts.ts";
export { loadConsoleOperator, servicesOf, type ConsoleOperator } from "./memberships.ts";
export { DEMO_ADMIN_EMAIL, seedDemoOperator } from "./demo-operator.ts";
