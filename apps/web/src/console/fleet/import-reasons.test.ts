import { describe, expect, it } from "vitest";
import { reasonText } from "./import-reasons.ts";

describe("an import row's reason", () => {
  it("names the column of a missing or invalid field, whatever its length", () => {
    expect(reasonText("MISSING_MARK")).toEqual({ key: "missing", column: "mark" });
    expect(reasonText("INVALID_LICENSE_PLATE")).toEqual({ key: "invalid", column: "licensePlate" });
    expect(reasonText("INVALID_INSURANCE_VALID_FROM")).toEqual({ key: "invalid", column: "insuranceValidFrom" });
    expect(reasonText("INVALID_WEIGHT_KG")).toEqual({ key: "invalid", column: "weightKg" });
  });

  it("keeps the reasons that name no column, and shows an unknown code as it came", () => {
    expect(reasonText("INVALID_INSURANCE_DATES")).toEqual({ key: "fixed", reason: "INVALID_INSURANCE_DATES" });
    expect(reasonText("DUPLICATE_ROW")).toEqual({ key: "fixed", reason: "DUPLICATE_ROW" });
    expect(reasonText("INVALID_WHEELS")).toEqual({ key: "other", code: "INVALID_WHEELS" });
    expect(reasonText("SOMETHING_NEW")).toEqual({ key: "other", code: "SOMETHING_NEW" });
  });
});
