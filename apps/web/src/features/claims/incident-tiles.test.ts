import { describe, expect, it } from "vitest";
import { CLAIM_INCIDENT_TILES } from "@hitch/contract/common/enums";
import { INCIDENT_TILES } from "./incident-tiles.ts";

describe("claim incident tiles", () => {
  it("are the contract's six tiles in the contract's order", () => {
    expect(INCIDENT_TILES).toEqual(CLAIM_INCIDENT_TILES);
  });
});
