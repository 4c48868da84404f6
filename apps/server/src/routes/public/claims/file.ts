import {
  claimFileDeleteParamsSchema,
  claimFileUploadFieldsSchema,
  claimPhotoSchema,
} from "@hitch/contract/claims/files";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { imageQueueFor } from "../files/public.ts";
import { readMultipartForm } from "../files/public.ts";
import { storageFor } from "../files/public.ts";
import { sendStoredFile } from "../files/public.ts";
import { rejectAsUploadError } from "../files/public.ts";
import { addClaimFile, assertRoomForClaimFile, claimFileKey, deleteClaimFile, findClaimFile } from "./claim-files.ts";
import { findEditableClaim } from "./editing.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Damage photos and the damage diagram's screenshot: upload (multipart), read back, delete. All need the claim's session. */
export const claimFileRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  const storage = storageFor(ctx);
  const queue = imageQueueFor(ctx);

  app.post(`${PUBLIC_PREFIX}/claims/:id/file`, {
    schema: {
      tags: ["claims"],
      description:
        "multipart/form-data: file (one image, at most 50 MB) and fileType (DAMAGE_PHOTO: at most 9 per claim; " +
        "DAMAGE_AREA_SCREENSHOT: replaces the previous one and does not count toward the 9).",
      consumes: ["multipart/form-data"],
      params: idParamsSchema,
      response: {
        201: claimPhotoSchema,
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
        422: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!request.isMultipart()) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      await findEditableClaim(db, id);
      queue.refuseWhenFull();
      const form = await readMultipartForm(request, { maxBytes: config.uploadLimitBytes, fields: ["fileType"] });
      try {
        const fields = claimFileUploadFieldsSchema.safeParse(form.fields);
        if (!fields.success)
          throw new HttpError(400, "VALIDATION_FAILED", [{ path: "fileType", code: "invalid_value" }]);
        if (!form.file) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "file", code: "required" }]);
        await assertRoomForClaimFile(db, id, fields.data.fileType);
        // Returned, not sent: the answer goes once the spooled upload is gone.
        reply.status(201);
        return await addClaimFile(db, storage, id, fields.data.fileType, form.file, queue).catch(rejectAsUploadError);
      } finally {
        await form.file?.discard();
      }
    },
  });

  app.get(`${PUBLIC_PREFIX}/claims/:id/files/:fileId`, {
    schema: {
      tags: ["claims"],
      description: "The file's bytes as stored (location and other metadata removed at upload).",
      params: claimFileDeleteParamsSchema,
      response: {
        200: z.any().describe("image/jpeg, image/png, image/webp or image/heic"),
        400: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { id, fileId } = request.params;
      const row = await findClaimFile(db, id, fileId);
      if (!row) throw notFound();
      return sendStoredFile(reply, storage, claimFileKey(id, row.storageKey));
    },
  });

  app.delete(`${PUBLIC_PREFIX}/claims/:id/files/:fileId`, {
    schema: {
      tags: ["claims"],
      params: claimFileDeleteParamsSchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      const { id, fileId } = request.params;
      await deleteClaimFile(db, storage, id, fileId);
      return reply.status(204).send(null);
    },
  });
};
