import { damageTemplatesResponseSchema } from "@hitch/contract/claims/damage-area";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { listTemplates, templateView } from "../../../modules/damage-areas/public.ts";

/** The damage diagram's vehicle templates. No session needed: they are the same for everyone. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/damage-location-template`, {
    schema: { tags: ["claims"], response: { 200: damageTemplatesResponseSchema } },
    handler: async () => (await listTemplates(db)).map(templateView),
  });
};
