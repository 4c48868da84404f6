import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_PROBLEM } from "./api-error.ts";
import { errorKey, failureKey } from "./error-key.ts";

describe("failureKey", () => {
  it("says the network dropped in the same words on every step", () => {
    const offline = new ApiError(0, NETWORK_PROBLEM);
    expect(failureKey(offline, "claims:accident.saveFailed")).toBe("common:errors.networkProblem");
    expect(failureKey(offline, "common:errors.tryAgain")).toBe(errorKey(offline));
  });

  it("keeps the step's own message for anything else", () => {
    expect(failureKey(new ApiError(500, "INTERNAL_ERROR"), "claims:accident.saveFailed")).toBe(
      "claims:accident.saveFailed",
    );
    expect(failureKey(new Error("boom"), "claims:settlement.saveFailed")).toBe("claims:settlement.saveFailed");
  });
});
