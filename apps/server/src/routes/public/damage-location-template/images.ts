import {
  damageTemplateImageParamsSchema as imageParamsSchema,
  damageTemplatesResponseSchema,
} from "@hitch/contract/claims/damage-area";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { damageTemplates } from "../../db/schema/damage-areas.ts";
import { notFound } from "../../http/http-error.ts";
import { storageFor } from "../files/public.ts";
import { findBuiltinImage, templateImageUrl } from "./builtin-images.ts";
import { templateImageKey } from "./template-image.ts";
import { listTemplates, templateView } from "./templates.ts";

/** Images are public pictures of cars; names never change content (uploads get new names, shipped ones a ?v= hash). */
const LONG_CACHE = "public, max-age=31536000, immutable";
/** An SVG opened on its own is a document of our origin: let it draw and do nothing else. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The damage diagram's vehicle templates and their images. No session needed: they are the same for everyone. */
export const damageTemplateRoutes: RouteModule = (app, ctx) => {
  const storage = storageFor(ctx);

  app.get(`${PUBLIC_PREFIX}/damage-location-template`, {
    schema: { tags: ["claims"], response: { 200: damageTemplatesResponseSchema } },
    handler: async () => (await listTemplates(ctx.db)).map(templateView),
  });

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
      // Only images a template still names are served: a deleted template's leftovers are not.
      const [owner] = await ctx.db
        .select({ id: damageTemplates.id })
        .from(damageTemplates)
        .where(eq(damageTemplates.imageUrl, templateImageUrl(name)))
        .limit(1);
      if (!owner) throw notFound();
      const object = await storage.get(templateImageKey(name));
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
