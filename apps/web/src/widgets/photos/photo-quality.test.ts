import { describe, expect, it } from "vitest";
import { measurePhotoQuality } from "./photo-quality.ts";
import { turnHintRotation } from "./camera-orientation.ts";

function image(width: number, height: number, pixel: (x: number, y: number) => number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = pixel(x, y);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  return data;
}

describe("photo quality", () => {
  it("calls a nearly black frame too dark", () => {
    const q = measurePhotoQuality(
      image(40, 30, (x, y) => ((x + y) % 2 ? 20 : 0)),
      40,
      30,
    );
    expect(q.tooDark).toBe(true);
  });

  it("calls an even grey frame too blurred but not too dark", () => {
    const q = measurePhotoQuality(
      image(40, 30, () => 128),
      40,
      30,
    );
    expect(q).toMatchObject({ tooDark: false, tooBlurred: true, sharpness: 0 });
  });

  it("accepts a bright frame with sharp edges", () => {
    const q = measurePhotoQuality(
      image(40, 30, (x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 230 : 60)),
      40,
      30,
    );
    expect(q).toMatchObject({ tooDark: false, tooBlurred: false });
  });

  it("calls a smooth gradient blurred, since it has no edges", () => {
    const q = measurePhotoQuality(
      image(40, 30, (x) => 80 + x * 3),
      40,
      30,
    );
    expect(q.tooBlurred).toBe(true);
  });
});

describe("turn-your-phone hint", () => {
  it("is hidden while the phone is held in landscape (beta -25..25)", () => {
    expect(turnHintRotation(0, -70)).toBeNull();
    expect(turnHintRotation(25, 10)).toBeNull();
    expect(turnHintRotation(-25, 10)).toBeNull();
  });

  it("turns 90 degrees when gamma is between -90 and -50, else 270", () => {
    expect(turnHintRotation(80, -70)).toBe(90);
    expect(turnHintRotation(80, -20)).toBe(270);
    expect(turnHintRotation(80, -49)).toBe(270);
  });

  it("flips by 180 degrees when beta is between -130 and -50", () => {
    expect(turnHintRotation(-90, -70)).toBe(270);
    expect(turnHintRotation(-90, 10)).toBe(90);
    expect(turnHintRotation(-131, 10)).toBe(270);
  });

  it("shows no hint without orientation readings", () => {
    expect(turnHintRotation(null, null)).toBeNull();
  });
});
