// The `operator create` arguments, apart from the command itself: the CLI parses its arguments before it
// loads any command's code.

/** The `operator create` options of the CLI's argument parser. */
export const OPERATOR_OPTIONS = {
  email: { type: "string" },
  role: { type: "string" },
  // The password comes from stdin only: on the command line `ps` and the shell's history would show it.
  "password-stdin": { type: "boolean" },
  company: { type: "string" },
} as const;

/** A CLI mistake the user can fix: printed as it is, without a stack. */
export class OperatorCliError extends Error {}
