import { describe, expect, it } from "vitest";
import { workshopsToFrame } from "./workshop-framing.ts";

const TALLINN_A = { id: 1, latitude: 59.437, longitude: 24.7536 };
const TALLINN_B = { id: 2, latitude: 59.42, longitude: 24.8 };
const TARTU = { id: 3, latitude: 58.378, longitude: 26.729 };
const TALLINN_C = { id: 4, latitude: 59.45, longitude: 24.7 };
const TALLINN_D = { id: 5, latitude: 59.41, longitude: 24.72 };

describe("the workshops the map frames first", () => {
  it("leaves out a workshop in another city even when it is among the three nearest", () => {
    expect(workshopsToFrame([TALLINN_A, TARTU, TALLINN_B]).map((w) => w.id)).toEqual([1, 2]);
  });

  it("frames at most three, nearest first", () => {
    expect(workshopsToFrame([TALLINN_A, TALLINN_B, TALLINN_C, TALLINN_D]).map((w) => w.id)).toEqual([1, 2, 4]);
  });

  it("frames the only workshop, and nothing for none", () => {
    expect(workshopsToFrame([TARTU])).toEqual([TARTU]);
    expect(workshopsToFrame([])).toEqual([]);
  });
});
