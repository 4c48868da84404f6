import { LINK_MESSAGES, type LinkMessage } from "@hitch/contract/common/enum-values";
import type { LinkValidationResponse } from "@hitch/contract/links/validate-link";
import { bodyOf, client } from "../../api/client.ts";
import { isApiError } from "../../api/api-error.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { useClaimSession } from "../../app/claim-session.ts";
import { isLanguage, setLanguage } from "../../app/i18n.ts";
import { useEndedSession } from "../../app/ended-session.ts";
import { resetSession } from "../../app/session-reset.ts";
import { servedServiceLine } from "../../app/served-service-line.ts";
import { loadThemeForClaim, loadThemeForRequest } from "../../app/theme.ts";
import { loadServiceDetails } from "./service-details.ts";

export type LinkKind = "assistance" | "claim";

export type LinkOutcome =
  | { ok: true; destination: string }
  | {
      ok: false;
      /** A translation key, or the server's own text when it sent an unknown message. */
      message: string;
      translate: boolean;
      hint: boolean;
      /** The service's line for a Call button, when the link was known. */
      phone: string | null;
      /** Whether trying again can help (the network, the server), unlike a spent link. */
      retry: boolean;
    };

const config = {
  assistance: { destination: "/assistance/landing", outcome: "/assistance/track-driver", themeOf: loadThemeForRequest },
  claim: { destination: "/claims/incidents", outcome: "/claims/claim-received", themeOf: loadThemeForClaim },
} as const;

/**
 * Validates a link and, when valid, stores what the flow needs. A
 * different code than the stored one clears the previous link's state first; reopening the same
 * link keeps it, so the user continues where they stopped.
 */
export async function openLink(kind: LinkKind, code: string): Promise<LinkOutcome> {
  const session = kind === "assistance" ? useAssistanceSession : useClaimSession;
  if (session.getState().linkCode !== code) resetSession(kind);
  useEndedSession.setState({ ended: false, phone: null });

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
    // Reopening the same link keeps its service's line (another link's state was cleared above); a link opened for
    // the first time has the one its page came with.
    return failureOf(error, session.getState().serviceContact ?? servedServiceLine());
  }

  // A spent link still within its time opens what became of its request or claim (the outcome screen).
  const showsOutcome = !answer.isValid && answer.msg === "LINK_ALREADY_PROCESSED" && answer.id !== null;
  if ((!answer.isValid && !showsOutcome) || !answer.id) {
    forgetId(kind);
    if (isLanguage(answer.language)) await setLanguage(answer.language);
    return linkFailure(answer.msg, answer.serviceDirectContact ?? null);
  }

  const id = answer.id;
  if (kind === "assistance")
    useAssistanceSession.getState().update({ requestId: id, externalId: answer.externalId, linkCode: code });
  else useClaimSession.getState().update({ claimId: id, externalId: answer.externalId, linkCode: code });

  if (isLanguage(answer.language)) await setLanguage(answer.language);
  // The theme and service details make the flow look right, but a failure must not block it.
  await Promise.allSettled([config[kind].themeOf(id), loadServiceDetails(kind, id)]);
  return { ok: true, destination: showsOutcome ? config[kind].outcome : config[kind].destination };
}

function forgetId(kind: LinkKind) {
  if (kind === "assistance") useAssistanceSession.getState().update({ requestId: null });
  else useClaimSession.getState().update({ claimId: null });
}

function linkFailure(msg: string | null, phone: string | null = null): LinkOutcome {
  const known = !msg || isLinkMessage(msg);
  const message = known ? `common:errors.link.${msg ?? "LINK_VALIDATION_FAILED"}` : msg;
  return { ok: false, message, translate: known, hint: true, phone, retry: false };
}

function failureOf(error: unknown, phone: string | null): LinkOutcome {
  const retryable = (message: string): LinkOutcome => ({
    ok: false,
    message,
    translate: true,
    hint: false,
    phone,
    retry: true,
  });
  if (isApiError(error) && error.isNetworkProblem) return retryable("common:errors.networkProblem");
  // A malformed or unknown code is refused by the server with a 4xx: to the user it is an invalid link.
  if (isApiError(error) && (error.status === 400 || error.status === 404)) return linkFailure("LINK_INVALID");
  if (isApiError(error) && error.status === 429) return retryable("common:errors.RATE_LIMITED");
  return retryable("common:errors.somethingWrong");
}

function isLinkMessage(msg: string): msg is LinkMessage {
  return (LINK_MESSAGES as readonly string[]).includes(msg);
}
