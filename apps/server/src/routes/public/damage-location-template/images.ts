import { damageTemplateImageParamsSchema as imageParamsSchema } from "@hitch/contract/claims/damage-area";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { findBuiltinImage, storedTemplateImage } from "../../../modules/damage-areas/public.ts";

/** Images are public pictures of cars; names never change content (uploads get new names, shipped ones a ?v= hash). */
const LONG_CACHE = "public, max-age=31536000, immutable";
/** An SVG opened on its own is a document of our origin: let it draw and do nothing else. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The damage diagram templates' images, shipped or uploaded. No session needed: they are the same for everyone. */
export const routes: RouteModule = (app, ctx) => {
  const storage = ctx.storage;

  app.get(`${PUBLIC_PREFIX}/damage-location-template/images/:name`, {
    schema: {
      tags: ["claims"],
      params: imageParamsSchema,
      response: { 200: z.any().describe("image/svg+xml or image/png"), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const builtin = findBuiltinImage(name);
      if (builtin) {
        return reply
          .header("content-type", "image/svg+xml; charset=utf-8")
          .header("cache-control", LONG_CACHE)
          .header("content-security-policy", SVG_CSP)
          .send(builtin.svg);
      }
      const object = await storedTemplateImage(ctx.db, storage, name);
      if (!object) throw notFound();
      return reply
        .header("content-type", object.contentType)
        .header("content-length", object.bytes)
        .header("cache-control", LONG_CACHE)
        .header("content-security-policy", SVG_CSP)
        .send(object.body);
    },
  });
};
