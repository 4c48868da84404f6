import { LINK_MESSAGES, type LinkMessage } from "@hitch/contract/common/enum-values";
import type { LinkValidationResponse } from "@hitch/contract/links/validate-link";
import { bodyOf, client } from "../../api/client.ts";
import { isApiError } from "../../api/api-error.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { resetSession } from "../../app/session-reset.ts";
import { loadThemeForClaim, loadThemeForRequest } from "../../app/theme.ts";
import { loadServiceDetails } from "./service-details.ts";

export type LinkKind = "assistance" | "claim";

export type LinkOutcome =
  | { ok: true; destination: string }
  /** `message` is a translation key, or the server's own text when it sent an unknown message. */
  | { ok: false; message: string; translate: boolean; hint: boolean };

const config = {
  assistance: { destination: "/assistance/landing", themeOf: loadThemeForRequest },
  claim: { destination: "/claims/incidents", themeOf: loadThemeForClaim },
} as const;

/**
 * Validates a link and, when valid, stores what the flow needs. A
 * different code than the stored one clears the previous link's state first; reopening the same
 * link keeps it, so the user continues where they stopped.
 */
export async function openLink(kind: LinkKind, code: string): Promise<LinkOutcome> {
  const session = kind === "assistance" ? useAssistanceSession : useClaimSession;
  if (session.getState().linkCode !== code) resetSession(kind);

  let answer: LinkValidationResponse;
  try {
    const params = { params: { path: { code } } };
    answer = await bodyOf(
      kind === "assistance"
        ? client.GET("/assistance-request-link/{code}", params)
        : client.GET("/claim-link/{code}", params),
    );
  } catch (error) {
    forgetId(kind);
    return failureOf(error);
  }

  if (!answer.isValid || !answer.id) {
    forgetId(kind);
    return linkFailure(answer.msg);
  }

  const id = answer.id;
  if (kind === "assistance")
    useAssistanceSession.getState().update({ requestId: id, externalId: answer.externalId, linkCode: code });
  else useClaimSession.getState().update({ claimId: id, externalId: answer.externalId, linkCode: code });

  if (isLanguage(answer.language)) await setLanguage(answer.language);
  // The theme and service details make the flow look right, but a failure must not block it.
  await Promise.allSettled([config[kind].themeOf(id), loadServiceDetails(kind, id)]);
  return { ok: true, destination: config[kind].destination };
}

function forgetId(kind: LinkKind) {
  if (kind === "assistance") useAssistanceSession.getState().update({ requestId: null });
  else useClaimSession.getState().update({ claimId: null });
}

function linkFailure(msg: string | null): LinkOutcome {
  if (msg && !isLinkMessage(msg)) return { ok: false, message: msg, translate: false, hint: true };
  return { ok: false, message: `common:errors.link.${msg ?? "LINK_VALIDATION_FAILED"}`, translate: true, hint: true };
}

function failureOf(error: unknown): LinkOutcome {
  if (isApiError(error) && error.isNetworkProblem)
    return { ok: false, message: "common:errors.networkProblem", translate: true, hint: false };
  // A malformed or unknown code is refused by the server with a 4xx: to the user it is an invalid link.
  if (isApiError(error) && (error.status === 400 || error.status === 404)) return linkFailure("LINK_INVALID");
  if (isApiError(error) && error.status === 429)
    return { ok: false, message: "common:errors.RATE_LIMITED", translate: true, hint: false };
  return { ok: false, message: "common:errors.somethingWrong", translate: true, hint: false };
}

function isLinkMessage(msg: string): msg is LinkMessage {
  return (LINK_MESSAGES as readonly string[]).includes(msg);
}
