import { claimFileUploadFieldsSchema, claimPhotoSchema } from "@hitch/contract/claims/files";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { acceptMultipart } from "../../../http/multipart.ts";
import { addClaimFile, assertRoomForClaimFile, findEditableClaim } from "../../../modules/claims/public.ts";
import { readMultipartForm, rejectAsUploadError } from "../../../modules/files/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A damage photo or the damage diagram's screenshot, uploaded (multipart) with the claim's session. */
export const routes: RouteModule = async (app, ctx) => {
  const { db, config } = ctx;
  const storage = ctx.storage;
  const queue = ctx.imageQueue;
  await acceptMultipart(app, config);

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
};
