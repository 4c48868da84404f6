/** The assistance flow's routes in order. */
export const ASSISTANCE_ROUTES = [
  "/assistance/landing",
  "/assistance/vehicle-details",
  "/assistance/incidents",
  "/assistance/map",
  "/assistance/additional-details",
  "/assistance/track-driver",
] as const;
export type AssistanceRoute = (typeof ASSISTANCE_ROUTES)[number];

/** What the access guard reads from the stored flow state. */
export interface AssistanceGuardState {
  requestId: number | null;
  assistanceFlowInitialized: boolean;
  incidentType: string | null;
  vehicle: { licensePlate: string | null; mark: string | null } | null;
  insuranceVerified: boolean;
  contact: { name: string | null; phone: string | null } | null;
  location: { latitude: number; longitude: number } | null;
  /** Submitted: a submitTime is stored or the status has left DRAFT. */
  submitted: boolean;
}

const filled = (v: string | null | undefined) => typeof v === "string" && v.trim() !== "";

/**
 * The access guard: no stored request id sends the user to '/'; otherwise the first of the six
 * ordered placement checks that applies names the step.
 */
export function assistanceRouteFor(state: AssistanceGuardState): AssistanceRoute | "/" {
  if (!state.requestId) return "/";
  if (!state.incidentType && !state.assistanceFlowInitialized) return "/assistance/landing";
  const vehicleReady = filled(state.vehicle?.licensePlate) && filled(state.vehicle?.mark) && state.insuranceVerified;
  const contactReady = filled(state.contact?.name) && filled(state.contact?.phone);
  if (!vehicleReady || !contactReady) return "/assistance/vehicle-details";
  if (!state.incidentType) return "/assistance/incidents";
  if (!state.location) return "/assistance/map";
  if (state.submitted) return "/assistance/track-driver";
  return "/assistance/additional-details";
}

/** Progress bar: step n (1-based) of the total, or null for a path outside the flow. */
export function assistanceProgress(path: string): { step: number; total: number } | null {
  const i = (ASSISTANCE_ROUTES as readonly string[]).indexOf(path);
  return i === -1 ? null : { step: i + 1, total: ASSISTANCE_ROUTES.length };
}
