import { describe, expect, it } from "vitest";
import { slowdownForBenchmarkIndex } from "./cpu-slowdown.ts";

describe("slowdownForBenchmarkIndex", () => {
  it("gives the mobile preset's 4x on the desktop the preset assumes", () => {
    expect(slowdownForBenchmarkIndex(1533)).toBeCloseTo(4, 1);
  });

  it("slows a weaker machine less, along Lighthouse's calibration points", () => {
    expect(slowdownForBenchmarkIndex(1300)).toBe(3);
    expect(slowdownForBenchmarkIndex(1150)).toBeCloseTo(2.7, 5);
    expect(slowdownForBenchmarkIndex(800)).toBe(2);
    expect(slowdownForBenchmarkIndex(150)).toBe(1);
  });

  it("slows a stronger machine more", () => {
    expect(slowdownForBenchmarkIndex(2000)).toBeCloseTo(6, 1);
  });

  it("refuses a machine too slow to stand for the phone, and a missing index", () => {
    expect(() => slowdownForBenchmarkIndex(100)).toThrow(/too slow/);
    expect(() => slowdownForBenchmarkIndex(Number.NaN)).toThrow(/too slow/);
  });
});
