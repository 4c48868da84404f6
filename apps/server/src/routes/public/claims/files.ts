import { claimFileDeleteParamsSchema } from "@hitch/contract/claims/files";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { claimFileKey, deleteClaimFile, findClaimFile } from "../../../modules/claims/public.ts";
import { sendStoredFile } from "../../../modules/files/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The claim's uploaded files (uploads go to `file`): read back, delete. Both need the claim's session. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const storage = ctx.storage;

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
