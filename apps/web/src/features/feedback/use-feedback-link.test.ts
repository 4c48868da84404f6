import { describe, expect, it } from "vitest";
import { serviceNeeded } from "./use-feedback-link.ts";

const STATES = ["VALID", "EXPIRED", "ALREADY_GIVEN", "NOT_FOUND", "failed"] as const;

describe("serviceNeeded", () => {
  it("asks for nothing when the page came with its service (theme and direct line), whatever the link's state", () => {
    for (const state of STATES) expect(serviceNeeded(state, true)).toBe("no");
  });

  it("without it, asks before an error screen, whose Call button needs the line, and beside a usable form", () => {
    for (const state of ["EXPIRED", "ALREADY_GIVEN", "NOT_FOUND", "failed"] as const)
      expect(serviceNeeded(state, false)).toBe("before");
    expect(serviceNeeded("VALID", false)).toBe("beside");
  });
});
