/**
 * Where failures worth an engineer's attention go (failed submits are reported
 * with the step name). An interface with a console default, so no vendor SDK is bundled: a
 * deployment that has a tracker calls setErrorTracker() once at start-up with an adapter.
 */
export interface ErrorReport {
  /** The flow step the failure happened on, e.g. 'communication-preferences'. */
  step: string;
  /** What was being done, e.g. 'submit'. */
  action: string;
  error: unknown;
  /** Ids that help find the case, never personal data. */
  context?: Record<string, string | number | boolean | null>;
}

export interface ErrorTracker {
  report(report: ErrorReport): void;
}

export const consoleErrorTracker: ErrorTracker = {
  report({ step, action, error, context }) {
    console.error(`[error-tracking] ${step}: ${action} failed`, context ?? {}, error);
  },
};

let tracker: ErrorTracker = consoleErrorTracker;

export function setErrorTracker(next: ErrorTracker): void {
  tracker = next;
}

/** Reports a failure; a broken tracker never breaks the screen that reported. */
export function reportError(report: ErrorReport): void {
  try {
    tracker.report(report);
  } catch (trackerFailure) {
    console.error("[error-tracking] tracker failed", trackerFailure);
  }
}
