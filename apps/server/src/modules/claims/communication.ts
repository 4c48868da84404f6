import type { CommunicationChannel } from "@hitch/contract/common/enums";
import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { editClaim, findEditableClaim } from "./editing.ts";

/**
 * Saves how the customer wants to hear about the claim, EMAIL before SMS whatever the order sent.
 * E-mail updates need the notifier's address: without one they could never arrive.
 */
export async function saveCommunicationPreferences(
  db: Db,
  id: number,
  wanted: readonly CommunicationChannel[],
  now: Date,
): Promise<CommunicationChannel[]> {
  const chosen = (["EMAIL", "SMS"] as const).filter((channel) => wanted.includes(channel));
  if (chosen.includes("EMAIL") && !(await findEditableClaim(db, id)).notifierEmail)
    throw new HttpError(400, "VALIDATION_FAILED", [
      { path: "communicationPreferences", code: "validation.emailRequired" },
    ]);
  const row = await editClaim(db, id, { communicationPreferences: chosen }, now);
  return row.communicationPreferences ?? [];
}
