import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import {
  ASSISTANCE_INCIDENT_TYPES,
  ASSISTANCE_STATUSES,
  LANGUAGES,
  PHONE_PREFIXES,
} from "@hitch/contract/common/enum-values";

/*
 * The check of GET /assistance-request/{id} without zod. The flow layout loads the request before
 * the first screen (and on every reload), so parsing it with assistanceRequestSchema would download
 * zod (~25 KB gzipped) before the landing, which has no form. The check still fails loudly on a
 * drifted server, for every field the access guard, the progress and the steps read; the full
 * schema is the server's promise (request-shape.test.ts holds the two to agree on examples).
 */

type Check = (v: unknown) => boolean;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str: Check = (v) => typeof v === "string";
const num: Check = (v) => typeof v === "number" && Number.isFinite(v);
const int: Check = (v) => Number.isInteger(v);
const bool: Check = (v) => typeof v === "boolean";
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([k, check]) => check(v[k]));
const list =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);

const isRequest = shape({
  id: int,
  externalId: str,
  serviceExternalId: str,
  status: oneOf(ASSISTANCE_STATUSES),
  incidentType: nullable(oneOf(ASSISTANCE_INCIDENT_TYPES)),
  location: nullable(shape({ latitude: num, longitude: num })),
  address: nullable(str),
  contact: shape({
    name: nullable(str),
    phonePrefix: nullable(oneOf(PHONE_PREFIXES.map((p) => p.prefix))),
    phone: nullable(str),
    email: nullable(str),
  }),
  vehicle: shape({
    licensePlate: nullable(str),
    vinCode: nullable(str),
    mark: nullable(str),
    model: nullable(str),
    year: nullable(int),
  }),
  insuranceVerified: bool,
  additionalDetails: shape({ email: nullable(str), description: nullable(str) }),
  files: list(shape({ id: int, path: str, url: str })),
  language: oneOf(LANGUAGES),
  startTime: nullable(str),
  submitTime: nullable(str),
  errors: list(shape({ path: str, code: str })),
});

export function isAssistanceRequest(value: unknown): value is AssistanceRequest {
  return isRequest(value);
}
