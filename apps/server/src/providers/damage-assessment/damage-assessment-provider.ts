import type { ClaimIncidentType, Language, SettlementType } from "@hitch/contract/common/enums";

/** What an assessment service gets about a submitted claim. */
export interface AssessmentClaim {
  id: number;
  externalId: string;
  uuid: string;
  serviceExternalId: string;
  language: Language;
  incidentType: ClaimIncidentType | null;
  vehicle: {
    licensePlate: string | null;
    vinCode: string | null;
    mark: string | null;
    model: string | null;
    year: number | null;
  };
  accident: {
    datetime: string | null;
    address: string | null;
    location: { latitude: number; longitude: number } | null;
    description: string | null;
  };
  notifier: { name: string | null; email: string | null; phone: string | null };
  settlementType: SettlementType | null;
  submittedAt: string | null;
}

/** The service could not be reached or gave no usable answer; the route answers 502. */
export class DamageAssessmentUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`damage assessment unavailable: ${reason}`, options);
    this.name = "DamageAssessmentUnavailableError";
  }
}

/** Registers a claim for automatic damage assessment; the customer is sent to `redirectionUrl`. */
export interface DamageAssessmentProvider {
  readonly name: string;
  register(claim: AssessmentClaim): Promise<{ redirectionUrl: string }>;
}
