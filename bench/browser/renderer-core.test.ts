import { describe, expect, it } from "vitest";
import { coreSplit } from "./renderer-core.ts";

describe("coreSplit", () => {
  it("gives the renderer the last core and the harness the rest", () => {
    expect(coreSplit(2, undefined)).toEqual({ renderer: "1", harness: "0" });
    expect(coreSplit(4, undefined)).toEqual({ renderer: "3", harness: "0-2" });
  });

  it("does not split one core, nor when it is turned off", () => {
    expect(coreSplit(1, undefined)).toBeNull();
    expect(coreSplit(4, "off")).toBeNull();
    expect(coreSplit(4, "0")).toBeNull();
  });
});
