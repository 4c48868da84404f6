import { ASSISTANCE_ROUTES, type AssistanceRoute } from "@hitch/contract/assistance/flow";

/**
 * Where a user who opened `pathname` must be, given the guard's step `target` (contract
 * assistanceRouteFor): null to stay. The landing only greets a flow that has not started; a
 * submitted request shows tracking; a step whose earlier steps are not done sends the user to the
 * first missing one. Going back to an earlier, finished step to change it is allowed.
 */
export function placementFor(pathname: string, target: AssistanceRoute | "/"): string | null {
  if (target === pathname) return null;
  const here = (ASSISTANCE_ROUTES as readonly string[]).indexOf(pathname);
  const there = (ASSISTANCE_ROUTES as readonly string[]).indexOf(target);
  const misplaced =
    target === "/" ||
    target === "/assistance/track-driver" ||
    pathname === "/assistance/landing" ||
    here === -1 ||
    here > there;
  return misplaced ? target : null;
}
