import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ASSISTANCE_INCIDENT_TYPES,
  CASE_STEPS,
  CLAIM_INCIDENT_TILES,
  CLAIM_INCIDENT_TYPES,
  CLAIM_STATUSES,
  COMMUNICATION_CHANNELS,
  DECLINE_REASONS,
  JOB_PROGRESS_STEPS,
  LANGUAGES,
  SETTLEMENT_TYPES,
  WHO_CAUSED,
} from "@hitch/contract/common/enums";
import {
  JOB_BUTTONS,
  JOB_END_REASONS,
  JOB_ENDINGS,
  LOCATION_STATES,
  PUSH_CLOSED_REASONS,
  PUSH_STATES,
} from "../driver/driver-texts.ts";
import { ERROR_CODES } from "@hitch/contract/common/errors";
import { LINK_MESSAGES } from "@hitch/contract/links/link-messages";
import { ASSISTANCE_STATUSES, DISPATCH_STAGES, OFF_DUTY_REASONS } from "@hitch/contract/common/enum-values";
import { BOARD_DRIVER_STATES } from "@hitch/contract/console/board";
import { CASE_NOTIFICATION_STATES } from "@hitch/contract/console/cases";
import { SMS_STATES } from "@hitch/contract/console/new-link";
import { SMS_KINDS } from "@hitch/contract/console/sms";
import {
  CALLBACK_CLOSED_REASONS,
  CANCEL_REASONS,
  REQUEST_ACTORS,
  REQUEST_EVENT_TYPES,
} from "@hitch/contract/console/request-detail";
import { TOWING_JOB_STATES } from "@hitch/contract/console/towing-jobs";
import { CONSOLE_ERROR_KEYS } from "../console/api.ts";
import { INCIDENT_TYPE_KEYS } from "../console/reports/report-charts.tsx";
import { CONSOLE_VALIDATION_KEYS } from "../console/shell/form-field.tsx";
import { ACCESS_KINDS } from "../console/operators/access-fields.tsx";
import { FLEET_VALIDATION_KEYS } from "../console/fleet/fleet-field.tsx";
import { FILE_PROBLEMS, ROW_REASONS } from "../console/fleet/import-reasons.ts";
import { VEHICLE_IMPORT_COLUMNS } from "@hitch/contract/admin/vehicles-import";
import { baseKey, readLocales, scanKeys, sourceFiles } from "./key-scan.ts";

/**
 * Keys the code builds at run time from an enum (`common:errors.${code}`). Each must be listed
 * here with the enum it comes from; the test then checks every value has its key. Flow
 * engineers: add a line when you translate an enum.
 */
const DYNAMIC_KEYS: { key: string; values: readonly string[] }[] = [
  { key: "common:errors.", values: ERROR_CODES },
  { key: "common:errors.link.", values: LINK_MESSAGES },
  { key: "claims:incidents.types.", values: CLAIM_INCIDENT_TILES },
  { key: "console-claims:states.", values: CLAIM_STATUSES },
  { key: "console-claims:incidents.", values: CLAIM_INCIDENT_TYPES },
  { key: "console-claims:whoCaused.", values: WHO_CAUSED },
  { key: "console-claims:settlement.", values: SETTLEMENT_TYPES },
  { key: "console-claims:channels.", values: COMMUNICATION_CHANNELS },
  { key: "console-claims:delivery.", values: CASE_NOTIFICATION_STATES },
  { key: "console-claims:steps.", values: CASE_STEPS },
  { key: "console:stages.", values: DISPATCH_STAGES },
  { key: "console:progress.", values: JOB_PROGRESS_STEPS },
  { key: "console:statuses.", values: ASSISTANCE_STATUSES },
  { key: "console-requests:timeline.", values: REQUEST_EVENT_TYPES },
  { key: "console-requests:actors.", values: REQUEST_ACTORS },
  { key: "console-requests:cancelReasons.", values: CANCEL_REASONS },
  { key: "console-requests:callbackClosed.", values: CALLBACK_CLOSED_REASONS },
  { key: "console-requests:declineReasons.", values: DECLINE_REASONS },
  { key: "console:driverStates.", values: BOARD_DRIVER_STATES },
  { key: "console:errors.", values: CONSOLE_ERROR_KEYS },
  { key: "console:validation.", values: CONSOLE_VALIDATION_KEYS },
  { key: "console:smsStates.", values: SMS_STATES },
  { key: "console-requests:sms.kinds.", values: SMS_KINDS },
  { key: "console:languages.", values: LANGUAGES },
  { key: "console-fleet:validation.", values: FLEET_VALIDATION_KEYS },
  { key: "console-fleet:incidents.", values: CLAIM_INCIDENT_TYPES },
  { key: "console-fleet:reasons.", values: ROW_REASONS },
  { key: "console-fleet:fileProblems.", values: FILE_PROBLEMS },
  { key: "console-fleet:columns.", values: VEHICLE_IMPORT_COLUMNS },
  { key: "console-reports:incidentTypes.", values: INCIDENT_TYPE_KEYS },
  { key: "tracking:waiting.progress.", values: JOB_PROGRESS_STEPS },
  { key: "driver:location.", values: LOCATION_STATES },
  { key: "driver:incidents.", values: ASSISTANCE_INCIDENT_TYPES },
  { key: "driver:offers.reasons.", values: DECLINE_REASONS },
  { key: "driver:job.stage.", values: JOB_PROGRESS_STEPS },
  { key: "driver:job.buttons.", values: JOB_BUTTONS },
  { key: "driver:history.ended.", values: JOB_END_REASONS },
  { key: "driver:ended.", values: JOB_ENDINGS.flatMap((ending) => [`${ending}.title`, `${ending}.text`]) },
  { key: "driver:push.state.", values: PUSH_STATES },
  { key: "driver:push.closed.", values: PUSH_CLOSED_REASONS },
  { key: "driver:offDuty.reasons.", values: OFF_DUTY_REASONS },
  { key: "console-drivers:states.", values: BOARD_DRIVER_STATES },
  { key: "console-operators:access.kinds.", values: ACCESS_KINDS },
  { key: "console-operators:roles.", values: ["OPERATOR", "VIEWER"] },
  { key: "console-drivers:jobs.state.", values: TOWING_JOB_STATES },
  { key: "console-drivers:jobs.progress.", values: JOB_PROGRESS_STEPS },
  { key: "console-drivers:incidents.", values: ASSISTANCE_INCIDENT_TYPES },
];

const locales = readLocales(fileURLToPath(new URL(".", import.meta.url)));
const english = locales.get("en")!;
const namespaces = [...english.keys()];
const usage = scanKeys(sourceFiles(fileURLToPath(new URL("..", import.meta.url))), namespaces);
const dynamicKeys = new Set(DYNAMIC_KEYS.flatMap(({ key, values }) => values.map((v) => key + v)));

function keysOf(language: string): string[] {
  return [...locales.get(language)!.entries()].flatMap(([ns, keys]) => [...keys.keys()].map((k) => `${ns}:${k}`));
}

describe("translations", () => {
  it("exist for exactly the five languages, each with the same namespace files", () => {
    expect([...locales.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect([...locales.get(language)!.keys()].sort()).toEqual([...namespaces].sort());
  });

  it("have the same keys in every language", () => {
    const reference = keysOf("en").sort();
    for (const language of LANGUAGES)
      expect({ language, keys: keysOf(language).sort() }).toEqual({ language, keys: reference });
  });

  it("have a non-empty text with the same placeholders as English for every key", () => {
    for (const language of LANGUAGES) {
      for (const key of keysOf(language)) {
        const [ns, path] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
        const text = locales.get(language)!.get(ns)!.get(path);
        const source = english.get(ns)!.get(path);
        expect(typeof text === "string" && text.trim().length > 0, `${language} ${key}`).toBe(true);
        const placeholders = (s: unknown) =>
          String(s)
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source));
      }
    }
  });

  it("contain every key the code uses, in every language", () => {
    expect(usage.literal.size).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const present = new Set(keysOf(language).map(baseKey));
      const missing = [...usage.literal].filter((key) => !present.has(key));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it("build keys at run time only from a declared enum, with a key for each value", () => {
    const declared = new Set(DYNAMIC_KEYS.map((d) => d.key));
    expect([...usage.dynamic].filter((prefix) => !declared.has(prefix))).toEqual([]);
    for (const language of LANGUAGES) {
      const present = new Set(keysOf(language));
      expect({ language, missing: [...dynamicKeys].filter((key) => !present.has(key)) }).toEqual({
        language,
        missing: [],
      });
    }
  });

  it("contain no key that no code uses", () => {
    const unused = keysOf("en").filter((key) => !usage.literal.has(baseKey(key)) && !dynamicKeys.has(key));
    expect(unused).toEqual([]);
  });

  it("address the Estonian customer formally: headings and leads say 'teie' and 'Valige', never 'sina' or 'Vali'", () => {
    const customer = ["assistance", "claims", "common", "tracking", "feedback", "cases", "workshops"];
    const informal = /\b(sina|sinu|sul|sa|su|oled|soovid|pead)\b/i;
    // Buttons take the short imperative ('Vali see töökoda'); a heading or a lead is a sentence to the reader.
    const informalOpening = /^(Vali|Sisesta|Kirjelda|Liiguta|Lisa|Vajuta|Helista|Kontrolli)\b/;
    const found: string[] = [];
    for (const ns of customer)
      for (const [key, text] of locales.get("et")!.get(ns)!) {
        if (typeof text !== "string") continue;
        const sentence = /(^|\.)(title|lead|heading)$/.test(key);
        if (informal.test(text) || (sentence && informalOpening.test(text))) found.push(`${ns}:${key} ${text}`);
      }
    expect(found).toEqual([]);
  });
});
