import { describe, expect, it } from "vitest";
import { feedbackCaseTypeQuerySchema, feedbackRequestSchema, feedbackUuidParamsSchema } from "./feedback.ts";

describe("feedback", () => {
  it("takes 1 to 5 stars and an optional comment", () => {
    expect(feedbackRequestSchema.parse({ stars: 4 })).toEqual({ stars: 4 });
    expect(feedbackRequestSchema.parse({ stars: 5, comment: " Quick! " })).toEqual({ stars: 5, comment: "Quick!" });
    expect(feedbackRequestSchema.safeParse({ stars: 0 }).error?.issues[0].message).toBe("validation.ratingRequired");
    expect(feedbackRequestSchema.safeParse({ stars: 3, rating: 3 }).success).toBe(false);
  });

  it("knows only the three case types and real uuids", () => {
    expect(feedbackCaseTypeQuerySchema.safeParse({ caseType: "CLAIM" }).success).toBe(true);
    expect(feedbackCaseTypeQuerySchema.safeParse({ caseType: "claim" }).success).toBe(false);
    expect(feedbackCaseTypeQuerySchema.safeParse({}).success).toBe(false);
    expect(feedbackUuidParamsSchema.safeParse({ uuid: "3f0e8a4c-5b1d-4c8e-9f2a-1b2c3d4e5f60" }).success).toBe(true);
    expect(feedbackUuidParamsSchema.safeParse({ uuid: "not-a-uuid" }).success).toBe(false);
  });
});
