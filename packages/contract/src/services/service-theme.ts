import { idSchema } from "../common/ids.ts";
import { z } from "zod";
import { serviceDetailsSchema, themeSchema } from "./service.ts";

/**
 * GET /assistance-request/{id}/service-theme, GET /claims/{id}/service-theme,
 * GET /feedbacks/{uuid}/service-theme?caseType and GET /services/{serviceExternalId} answer
 * the service details; GET /theme/{serviceName} answers just the theme.
 */
export const serviceThemeResponseSchema = serviceDetailsSchema;
export const themeByNameResponseSchema = themeSchema;
export const serviceThemeParamsSchema = z.object({ id: idSchema });
