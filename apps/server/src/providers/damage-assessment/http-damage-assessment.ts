import {
  DamageAssessmentUnavailableError,
  type AssessmentClaim,
  type DamageAssessmentProvider,
} from "./damage-assessment-provider.ts";

export interface HttpDamageAssessmentOptions {
  url: string;
  key: string | undefined;
  timeoutMs: number;
}

/**
 * A real assessment service: POSTs the claim as JSON (Authorization: Bearer DAMAGE_ASSESSMENT_KEY)
 * and reads `redirectionUrl` (an http(s) URL) from the answer. Anything else, a non-2xx answer
 * or no answer within the timeout, is DamageAssessmentUnavailableError.
 */
export function httpDamageAssessment(options: HttpDamageAssessmentOptions): DamageAssessmentProvider {
  return {
    name: "http",
    async register(claim: AssessmentClaim) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          body: JSON.stringify({ claim }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new DamageAssessmentUnavailableError("no answer", { cause: error });
      }
      if (!response.ok) throw new DamageAssessmentUnavailableError(`status ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new DamageAssessmentUnavailableError("answer is not JSON", { cause: error });
      }
      const url = (body as { redirectionUrl?: unknown } | null)?.redirectionUrl;
      if (typeof url !== "string" || !/^https?:\/\//i.test(url) || !URL.canParse(url)) {
        throw new DamageAssessmentUnavailableError("answer has no redirectionUrl");
      }
      return { redirectionUrl: url };
    },
  };
}
