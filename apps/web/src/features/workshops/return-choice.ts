import type { Workshop } from "@hitch/contract/workshops/workshop";
import { WORKSHOP_SELECTED_MESSAGE } from "@hitch/contract/workshops/workshop-values";

const isWeb = (url: URL) => url.protocol === "https:" || url.protocol === "http:";

/**
 * The provider's returnUrl, only when it is an absolute http(s) URL: a javascript:, data: or
 * relative value is refused ("invalid"), so the page can never be turned into a script runner
 * or an open redirect inside this origin. Absent is null.
 */
export function parseReturnUrl(raw: string | null): URL | null | "invalid" {
  if (raw === null || raw === "") return null;
  try {
    const url = new URL(raw);
    return isWeb(url) ? url : "invalid";
  } catch {
    return "invalid";
  }
}

/**
 * Where a popup's message may go: the returnUrl's origin, else the `origin` parameter when it is
 * a bare http(s) origin. Never '*': a workshop choice is not for whatever page happens to be the opener.
 */
export function targetOrigin(returnUrl: URL | null, originParam: string | null): string | null {
  if (returnUrl) return returnUrl.origin;
  if (!originParam) return null;
  try {
    const url = new URL(originParam);
    return isWeb(url) && url.origin === originParam.replace(/\/$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}

/** The returnUrl with the choice added as workshopId and workshopName (other parameters kept). */
export function returnUrlWithChoice(returnUrl: URL, workshop: Pick<Workshop, "id" | "name">): string {
  const url = new URL(returnUrl);
  url.searchParams.set("workshopId", String(workshop.id));
  url.searchParams.set("workshopName", workshop.name);
  return url.toString();
}

export interface WorkshopSelectedMessage {
  type: typeof WORKSHOP_SELECTED_MESSAGE;
  workshop: Workshop;
}

/** The window that opened the picker (a popup) or embeds it (a frame), if any. */
export function openerWindow(): Window | null {
  if (window.opener && !(window.opener as Window).closed) return window.opener as Window;
  if (window.parent !== window) return window.parent;
  return null;
}

/**
 * Hands the choice back: to the opener by postMessage when there is one and an origin to address
 * (the popup then closes), otherwise by navigating to the returnUrl. Returns how it went, so the
 * page can say so when neither is possible.
 */
export function returnChoice(
  workshop: Workshop,
  returnUrl: URL | null,
  origin: string | null,
): "posted" | "redirected" | "none" {
  const opener = openerWindow();
  if (opener && origin) {
    const message: WorkshopSelectedMessage = { type: WORKSHOP_SELECTED_MESSAGE, workshop };
    opener.postMessage(message, origin);
    if (window.opener) window.close();
    return "posted";
  }
  if (returnUrl) {
    window.location.assign(returnUrlWithChoice(returnUrl, workshop));
    return "redirected";
  }
  return "none";
}
