/**
 * Whether a camera shot is usable before it is kept (photo-based claims fail
 * on unusable photos). Works on a grey, downscaled copy: the mean luminance says too dark, the
 * variance of a 4-neighbour Laplacian says too blurred (a sharp picture has strong edges).
 */
export interface PhotoQuality {
  meanLuminance: number;
  sharpness: number;
  tooDark: boolean;
  tooBlurred: boolean;
}

export const MIN_MEAN_LUMINANCE = 40;
export const MIN_LAPLACIAN_VARIANCE = 20;

/** `rgba` as from getImageData: 4 bytes per pixel, row by row. */
export function measurePhotoQuality(rgba: Uint8ClampedArray, width: number, height: number): PhotoQuality {
  const grey = new Float32Array(width * height);
  let sum = 0;
  for (let i = 0; i < width * height; i++) {
    const value = 0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2];
    grey[i] = value;
    sum += value;
  }
  const meanLuminance = sum / Math.max(1, width * height);
  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap = grey[i - 1] + grey[i + 1] + grey[i - width] + grey[i + width] - 4 * grey[i];
      // Welford's running variance: one pass, no second buffer.
      count++;
      const delta = lap - mean;
      mean += delta / count;
      m2 += delta * (lap - mean);
    }
  }
  const sharpness = count > 1 ? m2 / (count - 1) : 0;
  return {
    meanLuminance,
    sharpness,
    tooDark: meanLuminance < MIN_MEAN_LUMINANCE,
    tooBlurred: sharpness < MIN_LAPLACIAN_VARIANCE,
  };
}

/** Measures a frame drawn at most `size` pixels wide (enough for light and edges, and fast). */
export function measureCanvasQuality(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  size = 240,
): PhotoQuality {
  const scale = Math.min(1, size / Math.max(1, sourceWidth));
  const width = Math.max(3, Math.round(sourceWidth * scale));
  const height = Math.max(3, Math.round(sourceHeight * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return { meanLuminance: 255, sharpness: Infinity, tooDark: false, tooBlurred: false };
  context.drawImage(source, 0, 0, width, height);
  return measurePhotoQuality(context.getImageData(0, 0, width, height).data, width, height);
}
