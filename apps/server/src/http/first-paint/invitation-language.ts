import type { Language } from "@hitch/contract/common/enum-values";
import type { AppContext } from "../../app-context.ts";
import { findAssistanceRequest } from "../../modules/assistance/public.ts";
import { findCase } from "../../modules/cases/public.ts";
import { findClaim } from "../../modules/claims/public.ts";
import type { findInvitation } from "../../modules/feedback/public.ts";
import type { ServiceRow } from "../../modules/services/public.ts";

type Invitation = Awaited<ReturnType<typeof findInvitation>>;

/**
 * The language a feedback invitation was sent in: its tow job's, claim's or repair case's (the SMS and its link
 * were written in it), else its service's default. A link that names no language still paints in the customer's.
 */
export async function invitationLanguage(
  ctx: AppContext,
  invitation: Invitation,
  service: ServiceRow | null,
): Promise<Language | null> {
  const about =
    invitation.caseId !== null
      ? await findCase(ctx.db, invitation.caseId)
      : invitation.claimId !== null
        ? await findClaim(ctx.db, invitation.claimId)
        : invitation.assistanceRequestId !== null
          ? await findAssistanceRequest(ctx.db, invitation.assistanceRequestId)
          : null;
  return about?.language ?? service?.defaultLanguage ?? null;
}
