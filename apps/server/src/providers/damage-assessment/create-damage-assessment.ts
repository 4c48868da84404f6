import type { Config } from "../../config.ts";
import type { DamageAssessmentProvider } from "./damage-assessment-provider.ts";
import { httpDamageAssessment } from "./http-damage-assessment.ts";
import { offlineDamageAssessment } from "./offline-damage-assessment.ts";

/** DAMAGE_ASSESSMENT_URL set: the HTTP adapter; otherwise the built-in page. */
export function createDamageAssessment(config: Config, now: () => Date): DamageAssessmentProvider {
  const c = config.damageAssessment;
  if (c.kind === "http") return httpDamageAssessment({ url: c.url, key: c.key, timeoutMs: c.timeoutMs });
  return offlineDamageAssessment(config.publicUrl, config.sessionSecret, now);
}
