// Plain values of the driver app's API, without zod (the driver app imports them).

/** Name of the server-sent event on GET /api/v1/driver/events carrying `{offers, job}` whenever they change. */
export const DRIVER_EVENT = "driver";
/** Header carrying a queued update's idempotency key (the same key sent twice is applied once). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
