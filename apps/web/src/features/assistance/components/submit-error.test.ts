import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import { submitErrorText } from "./submit-error.ts";

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe("the submit failure message", () => {
  it("joins the server's errors into one message, each translated once", () => {
    const error = new ApiError(422, "VALIDATION_FAILED", [
      { path: "location", code: "MISSING_LOCATION" },
      { path: "contact", code: "MISSING_CONTACT" },
      { path: "contact.phone", code: "MISSING_CONTACT" },
    ]);
    expect(submitErrorText(t, error)).toBe("<common:errors.MISSING_LOCATION> <common:errors.MISSING_CONTACT>");
  });

  it("says the network is down, or falls back to the try-again text", () => {
    expect(submitErrorText(t, new ApiError(0, "networkProblem"))).toBe("<common:errors.networkProblem>");
    expect(submitErrorText(t, new ApiError(500, "INTERNAL_ERROR"))).toBe("<common:errors.tryAgain>");
    expect(submitErrorText(t, new Error("boom"))).toBe("<common:errors.tryAgain>");
  });
});
