// Values whose texts the driver app looks up by name (`driver:location.${state}`...); the locales test
// checks that each has its key in every language.

export const LOCATION_STATES = ["off", "waiting", "sharing", "denied", "unavailable"] as const;
/** The job's buttons: the progress steps, then finishing. */
export const JOB_BUTTONS = ["ON_THE_WAY", "ARRIVED", "TOWING", "FIXED_ON_SITE", "FINISHED"] as const;
/** How a past job of today ended (dispatch_assignments.end_reason). */
export const JOB_END_REASONS = ["FINISHED", "HANDED_OVER", "CANCELLED"] as const;
/** Why a job left the phone without the driver finishing it (the full-screen notice's title and text). */
export const JOB_ENDINGS = ["CANCELLED", "REASSIGNED", "TAKEN_OVER"] as const;
/** What the phone allows for offers on a locked screen (push-notifications.ts). */
export const PUSH_STATES = ["granted", "default", "denied", "unsupported", "failed"] as const;
/** Why an offer's notification was replaced (the server's OFFER_CLOSED push). */
export const PUSH_CLOSED_REASONS = ["LAPSED", "WITHDRAWN"] as const;
