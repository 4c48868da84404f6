import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { Db } from "../../db/connect.ts";
import { editDraft } from "./editing.ts";
import type { NewAssistanceRequestRow } from "./repository.ts";
import { assistanceRequestView } from "./service.ts";

/**
 * A step's save: changes the request while it is a DRAFT (409 REQUEST_NOT_EDITABLE after submission)
 * and answers the whole request as GET does, which the flow's store adopts.
 */
export async function saveAssistanceStep(
  db: Db,
  id: number,
  values: Partial<NewAssistanceRequestRow>,
  now: Date,
): Promise<AssistanceRequest> {
  return assistanceRequestView(db, await editDraft(db, id, values, now));
}
