import { describe, expect, it } from "vitest";
import { serviceNeeded } from "./use-feedback-link.ts";

describe("serviceNeeded", () => {
  it("asks for the service before an error screen, whose Call button needs its line", () => {
    for (const state of ["EXPIRED", "ALREADY_GIVEN", "NOT_FOUND", "failed"] as const) {
      expect(serviceNeeded(state, true)).toBe("before");
      expect(serviceNeeded(state, false)).toBe("before");
    }
  });

  it("asks beside a usable link's form only when the page came without the service's theme", () => {
    expect(serviceNeeded("VALID", false)).toBe("beside");
    expect(serviceNeeded("VALID", true)).toBe("no");
  });
});
