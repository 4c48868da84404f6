import { assistanceFileDeleteParamsSchema, assistanceFileSchema } from "@hitch/contract/assistance/files";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError, notFound } from "../../../http/http-error.ts";
import { acceptMultipart } from "../../../http/multipart.ts";
import {
  addAssistancePhoto,
  assertRoomForPhoto,
  deleteAssistancePhoto,
  findAssistancePhoto,
  photoKey,
  readPhotoPart,
  rejectAsUploadError,
  sendStoredFile,
  sweepUnfinishedUploads,
} from "../../../modules/files/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Photos of an assistance request: upload (multipart), read back, delete. All need the request's session. */
export const routes: RouteModule = async (app, ctx) => {
  const { db, config } = ctx;
  const storage = ctx.storage;
  const maxBytes = config.uploadLimitBytes;
  const queue = ctx.imageQueue;
  await acceptMultipart(app, config);
  // Drop half-written files a crash left behind, once per start.
  app.addHook("onReady", async () => {
    await sweepUnfinishedUploads(storage).catch((error: unknown) =>
      app.log.warn({ err: error }, "could not sweep unfinished uploads"),
    );
  });

  app.post(`${PUBLIC_PREFIX}/assistance-request/:id/files`, {
    schema: {
      tags: ["assistance"],
      description:
        "multipart/form-data: smsIdentifier (MVP1) and file (one image, at most 50 MB; at most 9 per request).",
      consumes: ["multipart/form-data"],
      params: idParamsSchema,
      response: {
        201: assistanceFileSchema,
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
      await assertRoomForPhoto(db, id);
      queue.refuseWhenFull();
      const upload = await readPhotoPart(request, maxBytes);
      try {
        // Returned, not sent: the answer goes once the spooled upload is gone.
        reply.status(201);
        return await addAssistancePhoto(db, storage, id, upload, queue).catch(rejectAsUploadError);
      } finally {
        await upload.discard();
      }
    },
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/files/:filePath`, {
    schema: {
      tags: ["assistance"],
      description: "The photo's bytes as stored (location and other metadata removed at upload).",
      params: assistanceFileDeleteParamsSchema,
      response: {
        200: z.any().describe("image/jpeg, image/png, image/webp or image/heic"),
        400: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const { id, filePath } = request.params;
      if (!(await findAssistancePhoto(db, id, filePath))) throw notFound();
      return sendStoredFile(reply, storage, photoKey(id, filePath));
    },
  });

  app.delete(`${PUBLIC_PREFIX}/assistance-request/:id/files/:filePath`, {
    schema: {
      tags: ["assistance"],
      params: assistanceFileDeleteParamsSchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      const { id, filePath } = request.params;
      await deleteAssistancePhoto(db, storage, id, filePath);
      return reply.status(204).send(null);
    },
  });
};
