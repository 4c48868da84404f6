import { describe, expect, it } from "vitest";
import type { Driver } from "@hitch/contract/dispatch/driver";
import { nextDriverChanged } from "./store.ts";

const driver = (id: number, isTransferred = false): Driver => ({
  id,
  fullName: `Driver ${id}`,
  phoneNumber: "+3725550000",
  company: "Tow OÜ",
  companyId: null,
  isTransferred,
  notificationResponseRate: null,
});

describe("the driver-changed warning", () => {
  it("does not show for the first driver who accepts", () => {
    expect(nextDriverChanged({ driver: null, driverChanged: false }, driver(1))).toBe(false);
  });

  it("shows when the server marks the assignment as transferred, even on a first sight after a reload", () => {
    expect(nextDriverChanged({ driver: null, driverChanged: false }, driver(2, true))).toBe(true);
  });

  it("shows when another driver's id arrives, and stays while that driver is on the job", () => {
    const changed = nextDriverChanged({ driver: driver(1), driverChanged: false }, driver(2));
    expect(changed).toBe(true);
    expect(nextDriverChanged({ driver: driver(2), driverChanged: changed }, driver(2))).toBe(true);
  });
});
