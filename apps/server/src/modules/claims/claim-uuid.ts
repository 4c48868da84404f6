import { keyedUuid } from "../../auth/keyed-uuid.ts";
import type { Config } from "../../config.ts";

/**
 * A claim's uuid: the name the claim-received page gives its claim (`?claimUuid`, checked against
 * the session's own claim) and the assessment service's reference. Made from the id under
 * SESSION_SECRET whenever it is shown, so no table holds it.
 */
export function claimUuid(config: Config, claimId: number): string {
  return keyedUuid(config.sessionSecret, "claim", String(claimId));
}
