// Every enumeration of the API, as plain values and types, so server, web and tests agree.
// No zod here on purpose: the web's first screens (assistance landing, incidents, map) need these
// values, and importing them from a module that also builds schemas would download zod (~25 KB
// gzipped) with them. enums.ts re-exports all of this next to the schemas.

export const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const COUNTRY_CODES = ["EE", "LV", "LT", "RU"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
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
export type PhonePrefix = (typeof PHONE_PREFIXES)[number]["prefix"];
export const DEFAULT_PHONE_PREFIX = "+372";

export const CASE_KINDS = ["ASSISTANCE_REQUEST", "CLAIM", "CASES"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

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
export type AssistanceIncidentType = (typeof ASSISTANCE_INCIDENT_TYPES)[number];

export const ASSISTANCE_STATUSES = [
  "DRAFT",
  "PENDING",
  "ACCEPTED",
  "FINISHED",
  "TIMED_OUT",
  "CLIENT_CANCELLED",
] as const;
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];

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
export type DispatchStage = (typeof DISPATCH_STAGES)[number];

/**
 * An accepted job's progress as its driver reports it, in order; towing and fixing on site are the two
 * ways the third step can go. The customer's tracking screen shows the same steps.
 */
export const JOB_PROGRESS_STEPS = ["ASSIGNED", "ON_THE_WAY", "ARRIVED", "TOWING", "FIXED_ON_SITE"] as const;
export type JobProgressStep = (typeof JOB_PROGRESS_STEPS)[number];

/** Why a driver turns an offer down (kept with the offer for the operators). */
export const DECLINE_REASONS = ["TOO_FAR", "BUSY", "WRONG_EQUIPMENT", "OTHER"] as const;

/** Why the system took a driver off duty: no fresh position, or no phone still signed in. */
export const OFF_DUTY_REASONS = ["STALE_POSITION", "NO_SESSION"] as const;

export const CLAIM_INCIDENT_TYPES = [
  "WINDSHIELD_DAMAGE",
  "TRAFFIC_ACCIDENT",
  "HIT_WILD_ANIMAL",
  "TECHNICAL_BREAKDOWN",
  "THEFT",
  "VANDALISM_OR_FIRE",
  "OTHER",
] as const;
export type ClaimIncidentType = (typeof CLAIM_INCIDENT_TYPES)[number];
/** The six tiles of the claim incident grid: TECHNICAL_BREAKDOWN is known but has no tile. */
export type ClaimIncidentTile = Exclude<ClaimIncidentType, "TECHNICAL_BREAKDOWN">;
export const CLAIM_INCIDENT_TILES = CLAIM_INCIDENT_TYPES.filter(
  (t): t is ClaimIncidentTile => t !== "TECHNICAL_BREAKDOWN",
);

export const BODY_TYPES = ["SEDAN", "SEDAN_BIG"] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const DEFAULT_BODY_TYPE: BodyType = "SEDAN";

export const SETTLEMENT_TYPES = ["REPAIR", "MONEY"] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

export const COMMUNICATION_CHANNELS = ["EMAIL", "SMS"] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export const FEEDBACK_STATES = ["VALID", "EXPIRED", "ALREADY_GIVEN", "NOT_FOUND"] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const ESTIMATION_TYPES = ["NONE", "DATE", "TIMESTAMP"] as const;
export type EstimationType = (typeof ESTIMATION_TYPES)[number];

export const FILE_TYPES = ["DAMAGE_PHOTO", "DAMAGE_AREA_SCREENSHOT"] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const WHO_CAUSED = ["ME", "OTHER", "UNKNOWN"] as const;
export type WhoCaused = (typeof WHO_CAUSED)[number];

export const DRIVE_TYPES = ["FRONT_WHEEL", "REAR_WHEEL", "FOUR_WHEEL", "UNKNOWN"] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

export const PARTY_TYPES = ["vehicle", "object"] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

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
export type CaseStep = (typeof CASE_STEPS)[number];

/** A claim is a draft until PUT /claims/{id} files it; then its link answers 'already processed'. */
export const CLAIM_STATUSES = ["DRAFT", "SUBMITTED"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Codes sent in `msg` of a link validation answer; the app shows `errors.link.<code>`. */
export const LINK_MESSAGES = [
  "LINK_EXPIRED",
  "LINK_ALREADY_PROCESSED",
  "LINK_INVALID",
  "LINK_VALIDATION_FAILED",
] as const;
export type LinkMessage = (typeof LINK_MESSAGES)[number];
