import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { damageTemplates } from "../db/schema/damage-areas.ts";
import { BUILTIN_IMAGES, templateImageUrl } from "../modules/damage-areas/builtin-images.ts";

/**
 * The damage diagram's templates: the shipped sedan (6 x 4) and large sedan (7 x 4) drawings.
 * Idempotent: a template already pointing at a drawing is left as it is (an operator may have
 * changed its grid); only missing ones are added.
 */
export async function seedDemoDamageTemplates(db: Db) {
  for (const image of BUILTIN_IMAGES) {
    const imageUrl = templateImageUrl(image.name);
    const [existing] = await db
      .select({ id: damageTemplates.id })
      .from(damageTemplates)
      .where(eq(damageTemplates.imageUrl, imageUrl))
      .limit(1);
    if (!existing)
      await db
        .insert(damageTemplates)
        .values({ vehicleBodyType: image.bodyType, imageUrl, rows: image.rows, columns: image.columns });
  }
}
