/**
 * Link codes, feedback invitations and assessment tokens are bearer secrets carried in URLs: whoever
 * reads one can open the customer's session. These rules replace them with "…" wherever a URL is
 * written down outside the customer's phone: request log lines and the operators' copy of a message.
 */
export const REDACTED = "…";

/** Path segments that follow these names are secrets (the page paths and the API paths alike; an operator's password-reset link). */
const SECRET_PATH_SEGMENT =
  /(\/(?:assistance-request-link|claim-link|case-link|driver-link|feedbacks?|assessment|reset-password)\/)[^/?#\s]+/g;
/** Query parameters that carry a secret: the case-status code, the claim's feedback uuid. */
const SECRET_QUERY_VALUE = /([?&](?:code|token|uuid|claimUuid)=)[^&#\s]*/gi;

/** A driver's bearer token, should one ever land in a URL or a message. */
const DRIVER_TOKEN = /\bdrv_[A-Za-z0-9_-]+/g;

/** The URL (or any text holding URLs) with every secret segment and query value replaced. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`)
    .replace(DRIVER_TOKEN, `drv_${REDACTED}`);
}
