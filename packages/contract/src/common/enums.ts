import { z } from "zod";

// Every enumeration the spec names, in one place so server, web and tests agree.

export const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = "en";

export const COUNTRY_CODES = ["EE", "LV", "LT", "RU"] as const;
export const countryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof countryCodeSchema>;
export const DEFAULT_COUNTRY: CountryCode = "EE";

/** Phone prefixes offered in the country-code dropdown, EE first (the default). */
export const PHONE_PREFIXES = [
  { country: "EE", prefix: "+372" },
  { country: "LV", prefix: "+371" },
  { country: "LT", prefix: "+370" },
  { country: "FI", prefix: "+358" },
  { country: "SE", prefix: "+46" },
  { country: "NO", prefix: "+47" },
  { country: "PL", prefix: "+48" },
] as const;
export const phonePrefixSchema = z.enum(PHONE_PREFIXES.map((p) => p.prefix) as [string, ...string[]]);
export const DEFAULT_PHONE_PREFIX = "+372";

export const CASE_KINDS = ["ASSISTANCE_REQUEST", "CLAIM", "CASES"] as const;
export const caseKindSchema = z.enum(CASE_KINDS);
export type CaseKind = z.infer<typeof caseKindSchema>;

export const ASSISTANCE_INCIDENT_TYPES = [
  "UNKNOWN_TECHNICAL_ISSUE",
  "EMPTY_BATTERY",
  "FLAT_TIRES",
  "TRAFFIC_ACCIDENT",
  "STUCK_IN_SAND_SNOW_MUD",
  "RUN_OUT_OF_FUEL",
  "DOOR_LOCKED",
  "OTHER",
] as const;
export const assistanceIncidentTypeSchema = z.enum(ASSISTANCE_INCIDENT_TYPES);
export type AssistanceIncidentType = z.infer<typeof assistanceIncidentTypeSchema>;

export const ASSISTANCE_STATUSES = ["DRAFT", "PENDING", "ACCEPTED", "FINISHED", "TIMED_OUT", "CLIENT_CANCELLED"] as const;
export const assistanceStatusSchema = z.enum(ASSISTANCE_STATUSES);
export type AssistanceStatus = z.infer<typeof assistanceStatusSchema>;

/** The dispatch engine's real stage, which drives the eight 'finding a tow truck' messages. */
export const DISPATCH_STAGES = [
  "INFORMING_OPERATORS",
  "LOCATING",
  "SEARCHING",
  "DRIVERS_FOUND",
  "SENDING_INFORMATION",
  "DRIVERS_EVALUATING",
  "WAITING_FOR_REPLY",
] as const;
export const dispatchStageSchema = z.enum(DISPATCH_STAGES);
export type DispatchStage = z.infer<typeof dispatchStageSchema>;

export const CLAIM_INCIDENT_TYPES = [
  "WINDSHIELD_DAMAGE",
  "TRAFFIC_ACCIDENT",
  "HIT_WILD_ANIMAL",
  "TECHNICAL_BREAKDOWN",
  "THEFT",
  "VANDALISM_OR_FIRE",
  "OTHER",
] as const;
export const claimIncidentTypeSchema = z.enum(CLAIM_INCIDENT_TYPES);
export type ClaimIncidentType = z.infer<typeof claimIncidentTypeSchema>;
/** The six tiles of the claim incident grid: TECHNICAL_BREAKDOWN is known but has no tile. */
export const CLAIM_INCIDENT_TILES = CLAIM_INCIDENT_TYPES.filter((t) => t !== "TECHNICAL_BREAKDOWN");

export const BODY_TYPES = ["SEDAN", "SEDAN_BIG"] as const;
export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;
export const DEFAULT_BODY_TYPE: BodyType = "SEDAN";

export const SETTLEMENT_TYPES = ["REPAIR", "MONEY"] as const;
export const settlementTypeSchema = z.enum(SETTLEMENT_TYPES);

export const COMMUNICATION_CHANNELS = ["EMAIL", "SMS"] as const;
export const communicationChannelSchema = z.enum(COMMUNICATION_CHANNELS);

export const FEEDBACK_STATES = ["VALID", "EXPIRED", "ALREADY_GIVEN", "NOT_FOUND"] as const;
export const feedbackStateSchema = z.enum(FEEDBACK_STATES);

export const ESTIMATION_TYPES = ["NONE", "DATE", "TIMESTAMP"] as const;
export const estimationTypeSchema = z.enum(ESTIMATION_TYPES);

export const FILE_TYPES = ["DAMAGE_PHOTO", "DAMAGE_AREA_SCREENSHOT"] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);

export const WHO_CAUSED = ["ME", "OTHER", "UNKNOWN"] as const;
export const whoCausedSchema = z.enum(WHO_CAUSED);

export const DRIVE_TYPES = ["FRONT_WHEEL", "REAR_WHEEL", "FOUR_WHEEL", "UNKNOWN"] as const;
export const driveTypeSchema = z.enum(DRIVE_TYPES);

export const PARTY_TYPES = ["vehicle", "object"] as const;
export const partyTypeSchema = z.enum(PARTY_TYPES);

/** The nine case progress steps, in order. */
export const CASE_STEPS = [
  "CASE_REGISTERED",
  "VEHICLE_DELIVERED",
  "ESTIMATED_DIAGNOSTICS",
  "PREPARING_REPAIR_ESTIMATE",
  "CONFIRMING_REPAIR_ESTIMATE",
  "SPARE_PARTS_ARRIVAL",
  "REPAIRING_STARTS",
  "ESTIMATED_END_OF_REPAIR",
  "PICK_UP_VEHICLE",
] as const;
export const caseStepSchema = z.enum(CASE_STEPS);

/** A claim is a draft until PUT /claims/{claimId} files it; then its link answers 'already processed'. */
export const CLAIM_STATUSES = ["DRAFT", "SUBMITTED"] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export type SettlementType = z.infer<typeof settlementTypeSchema>;
export type CommunicationChannel = z.infer<typeof communicationChannelSchema>;
export type FeedbackState = z.infer<typeof feedbackStateSchema>;
export type EstimationType = z.infer<typeof estimationTypeSchema>;
export type FileType = z.infer<typeof fileTypeSchema>;
export type WhoCaused = z.infer<typeof whoCausedSchema>;
export type DriveType = z.infer<typeof driveTypeSchema>;
export type PartyType = z.infer<typeof partyTypeSchema>;
export type CaseStep = z.infer<typeof caseStepSchema>;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number]["prefix"];
