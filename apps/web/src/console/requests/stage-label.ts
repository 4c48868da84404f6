import type { TFunction } from "i18next";
import type { BoardRequest } from "@hitch/contract/console/board";

/**
 * Where a request stands, in the operator's words: the driver's last reported step once one has the job,
 * the dispatch stage while trucks are being found, else the request's status.
 */
export function stageLabel(t: TFunction<"console">, r: Pick<BoardRequest, "status" | "stage" | "progress">) {
  if (r.progress) return t(`console:progress.${r.progress}`);
  if (r.stage) return t(`console:stages.${r.stage}`);
  return t(`console:statuses.${r.status}`);
}
