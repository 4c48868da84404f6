import { readFile } from "node:fs/promises";
import {
  createDamageTemplateRequestSchema,
  damageTemplateUploadFieldsSchema as uploadFieldsSchema,
} from "@hitch/contract/admin/damage-templates";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { damageTemplates } from "../../db/schema/damage-areas.ts";
import { HttpError } from "../../http/http-error.ts";
import type { StorageProvider, StoredObject } from "../../providers/storage/storage-provider.ts";
import { readMultipartForm, type ImageQueue } from "../files/public.ts";
import { TEMPLATE_IMAGE_PREFIX, templateImageUrl } from "./builtin-images.ts";
import { MAX_TEMPLATE_IMAGE_BYTES, storeTemplateImage, templateImageKey } from "./template-image.ts";
import { deleteTemplate, insertTemplate, listTemplates, type TemplateRow } from "./templates.ts";

function validationFailed(error: z.ZodError): HttpError {
  return new HttpError(
    400,
    "VALIDATION_FAILED",
    error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code })),
  );
}

/**
 * A new template, either with an uploaded image (multipart: file = SVG or PNG, vehicleBodyType, rows,
 * columns) or with JSON naming an imageUrl (the contract's create schema).
 */
export async function createTemplate(
  db: Db,
  storage: StorageProvider,
  queue: ImageQueue,
  request: FastifyRequest,
): Promise<TemplateRow> {
  if (!request.isMultipart()) {
    const body = createDamageTemplateRequestSchema.safeParse(request.body);
    if (!body.success) throw validationFailed(body.error);
    return insertTemplate(db, body.data);
  }
  const form = await readMultipartForm(request, {
    maxBytes: MAX_TEMPLATE_IMAGE_BYTES,
    fields: ["vehicleBodyType", "rows", "columns"],
  });
  // A template image is small (MAX_TEMPLATE_IMAGE_BYTES): read it whole, and let the spool go at once.
  const bytes = form.file && (await readFile(form.file.path).finally(() => form.file?.discard()));
  const fields = uploadFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw validationFailed(fields.error);
  if (!bytes) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "file", code: "required" }]);
  const image = await storeTemplateImage(storage, bytes, queue);
  return insertTemplate(db, { ...fields.data, imageUrl: image.imageUrl }).catch(async (error: unknown) => {
    await storage.delete(image.key).catch(() => {});
    throw error;
  });
}

/**
 * Deletes a template no claim uses (409 CONFLICT otherwise), and its uploaded image unless another
 * template shows it. Claims keep pointing at the template their cells were drawn on; the foreign key
 * decides, so a claim saving its cells meanwhile cannot lose its template. Null when there is none.
 */
export async function retireTemplate(db: Db, storage: StorageProvider, id: number): Promise<TemplateRow | null> {
  const row = await deleteTemplate(db, id).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? new HttpError(409, "CONFLICT") : error;
  });
  if (!row) return null;
  if (row.imageUrl.startsWith(`${TEMPLATE_IMAGE_PREFIX}/`)) {
    const name = row.imageUrl.slice(TEMPLATE_IMAGE_PREFIX.length + 1);
    const shared = (await listTemplates(db)).some((t) => t.imageUrl === row.imageUrl);
    if (!shared && /^[0-9a-f-]{36}\.(svg|png)$/.test(name))
      await storage.delete(templateImageKey(name)).catch(() => {});
  }
  return row;
}

/** An uploaded template image, served only while a template still names it (a deleted template's leftovers are not). */
export async function storedTemplateImage(
  db: Db,
  storage: StorageProvider,
  name: string,
): Promise<StoredObject | null> {
  const [owner] = await db
    .select({ id: damageTemplates.id })
    .from(damageTemplates)
    .where(eq(damageTemplates.imageUrl, templateImageUrl(name)))
    .limit(1);
  if (!owner) return null;
  return storage.get(templateImageKey(name));
}
