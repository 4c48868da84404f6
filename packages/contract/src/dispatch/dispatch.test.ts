import { describe, expect, it } from "vitest";
import { acceptedDriverQuerySchema } from "./assignment.ts";
import { driverLocationRequestSchema } from "./driver-api.ts";
import { assistanceStatusResponseSchema } from "./status.ts";

const driver = {
  id: 1,
  fullName: "Tõnu Tamm",
  phoneNumber: "+37255512345",
  company: "Tow OÜ",
  companyId: "10001",
  isTransferred: false,
  notificationResponseRate: 0.8,
};

describe("dispatch status", () => {
  it("carries the stage while searching and the assignment once accepted", () => {
    expect(assistanceStatusResponseSchema.safeParse({ status: "PENDING", stage: "SEARCHING" }).success).toBe(true);
    const accepted = {
      status: "ACCEPTED",
      stage: null,
      assignment: { driver, eta: "2026-06-15T10:20:00Z", assignedTime: "2026-06-15T10:00:00Z" },
    };
    expect(assistanceStatusResponseSchema.parse(accepted).assignment?.driver.fullName).toBe("Tõnu Tamm");
  });

  it("refuses stages and statuses it does not know", () => {
    expect(assistanceStatusResponseSchema.safeParse({ status: "PENDING", stage: "DRIVING" }).success).toBe(false);
    expect(assistanceStatusResponseSchema.safeParse({ status: "LOST", stage: null }).success).toBe(false);
  });

  it("reads the accepted-driver query and the driver's position", () => {
    expect(acceptedDriverQuerySchema.parse({ assistanceRequestId: "7" })).toEqual({ assistanceRequestId: 7 });
    expect(driverLocationRequestSchema.safeParse({ latitude: 59.4, longitude: 24.7 }).success).toBe(true);
    expect(driverLocationRequestSchema.safeParse({ latitude: 59.4, longitude: 200 }).success).toBe(false);
    expect(driverLocationRequestSchema.safeParse({ latitude: 59.4, longitude: 24.7, speed: 3 }).success).toBe(false);
  });
});
