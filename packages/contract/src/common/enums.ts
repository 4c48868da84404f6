import { z } from "zod";
import {
  ASSISTANCE_INCIDENT_TYPES,
  ASSISTANCE_STATUSES,
  BODY_TYPES,
  CASE_KINDS,
  CASE_STEPS,
  CLAIM_INCIDENT_TYPES,
  CLAIM_STATUSES,
  COMMUNICATION_CHANNELS,
  COUNTRY_CODES,
  DISPATCH_STAGES,
  DRIVE_TYPES,
  ESTIMATION_TYPES,
  FEEDBACK_STATES,
  FILE_TYPES,
  JOB_PROGRESS_STEPS,
  LANGUAGES,
  PARTY_TYPES,
  PHONE_PREFIXES,
  SETTLEMENT_TYPES,
  WHO_CAUSED,
} from "./enum-values.ts";

// The schemas of every enumeration of the API. The values and types live in enum-values.ts
// (no zod, for the web's first screens) and are re-exported here, so server code imports one module.
export * from "./enum-values.ts";

export const languageSchema = z.enum(LANGUAGES);
export const countryCodeSchema = z.enum(COUNTRY_CODES);
export const phonePrefixSchema = z.enum(PHONE_PREFIXES.map((p) => p.prefix) as [string, ...string[]]);
export const caseKindSchema = z.enum(CASE_KINDS);
export const assistanceIncidentTypeSchema = z.enum(ASSISTANCE_INCIDENT_TYPES);
export const assistanceStatusSchema = z.enum(ASSISTANCE_STATUSES);
export const dispatchStageSchema = z.enum(DISPATCH_STAGES);
export const jobProgressStepSchema = z.enum(JOB_PROGRESS_STEPS);
export const claimIncidentTypeSchema = z.enum(CLAIM_INCIDENT_TYPES);
export const bodyTypeSchema = z.enum(BODY_TYPES);
export const settlementTypeSchema = z.enum(SETTLEMENT_TYPES);
export const communicationChannelSchema = z.enum(COMMUNICATION_CHANNELS);
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);
export const estimationTypeSchema = z.enum(ESTIMATION_TYPES);
export const fileTypeSchema = z.enum(FILE_TYPES);
export const whoCausedSchema = z.enum(WHO_CAUSED);
export const driveTypeSchema = z.enum(DRIVE_TYPES);
export const partyTypeSchema = z.enum(PARTY_TYPES);
export const caseStepSchema = z.enum(CASE_STEPS);
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
