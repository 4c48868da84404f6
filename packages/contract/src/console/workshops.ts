import { z } from "zod";
import { adminWorkshopSchema } from "../admin/workshops.ts";
import { claimIncidentTypeSchema } from "../common/enums.ts";
import { msg } from "../common/validation-messages.ts";

/**
 * The console's Workshops screen: GET /api/v1/console/workshops?serviceId (the operator's services'
 * workshops), POST /api/v1/console/workshops, PATCH and DELETE /api/v1/console/workshops/:id, and
 * GET /api/v1/console/workshops/places?query&latitude&longitude (the address search of its form).
 * The rules are the operator API's (admin/workshops.ts), with message keys the form can translate.
 */
export const WORKSHOP_YEAR_MIN = 1886;
export const WORKSHOP_YEAR_MAX = 3000;

const year = z
  .number("validation.yearInvalid")
  .int("validation.yearInvalid")
  .min(WORKSHOP_YEAR_MIN, "validation.yearInvalid")
  .max(WORKSHOP_YEAR_MAX, "validation.yearInvalid")
  .nullable()
  .optional();

const fields = {
  name: z
    .string(msg("validation.requiredField"))
    .trim()
    .min(1, msg("validation.requiredField"))
    .max(200, msg("validation.textTooLong")),
  /** Set by a click on the form's map or an address found by the geocoder. */
  latitude: z.number(msg("validation.locationRequired")).min(-90).max(90),
  longitude: z.number(msg("validation.locationRequired")).min(-180).max(180),
  address: z
    .string(msg("validation.requiredField"))
    .trim()
    .min(1, msg("validation.requiredField"))
    .max(300, msg("validation.textTooLong")),
  phone: z
    .string(msg("validation.phoneRequired"))
    .trim()
    .regex(/^\+?\d{5,20}$/, msg("validation.phoneDigits")),
  description: z.string().trim().max(2000, msg("validation.textTooLong")).nullable().optional(),
  incidentTypes: z.array(claimIncidentTypeSchema).min(1, "validation.incidentTypesRequired"),
  /** Makes handled (compared case-insensitively); empty: every make. */
  vehicleMarks: z.array(z.string().trim().min(1).max(100, msg("validation.textTooLong"))).max(100),
  minYear: year,
  maxYear: year,
};

const yearsInOrder = (w: { minYear?: number | null; maxYear?: number | null }) =>
  w.minYear == null || w.maxYear == null || w.minYear <= w.maxYear;
const yearRange = { message: "validation.yearRange", path: ["maxYear"] };

/** POST /api/v1/console/workshops: a new workshop of one of the operator's services. */
export const consoleWorkshopFormSchema = z
  .strictObject({ serviceId: z.number().int().positive(), ...fields })
  .refine(yearsInOrder, yearRange);
export type ConsoleWorkshopForm = z.input<typeof consoleWorkshopFormSchema>;

/** PATCH /api/v1/console/workshops/:id: the form again, without the service (a workshop stays with its service). */
export const consoleWorkshopChangeSchema = z.strictObject(fields).refine(yearsInOrder, yearRange);
export type ConsoleWorkshopChange = z.input<typeof consoleWorkshopChangeSchema>;

export const consoleWorkshopSchema = adminWorkshopSchema.extend({ serviceId: z.number().int() });
export type ConsoleWorkshop = z.infer<typeof consoleWorkshopSchema>;

export const consoleWorkshopListQuerySchema = z.strictObject({
  serviceId: z.coerce.number().int().positive().optional(),
});
