import type { Cell } from "@hitch/contract/claims/damage-area";

/** Selected cell fill, as on screen: #FA9704 at 50% opacity. */
export const SELECTED_FILL = "rgba(250, 151, 4, 0.5)";
const WIDTH = 480;

/**
 * A PNG of the damage diagram as the user sees it: the template with the selected cells and the
 * grid lines, drawn on a canvas (no screenshot library). A template the canvas may not read
 * (another origin without CORS) leaves the grid on white, which still shows where the damage is.
 */
export async function gridScreenshot(
  imageUrl: string,
  rows: number,
  columns: number,
  selected: readonly Cell[],
): Promise<Blob> {
  const image = await loadImage(imageUrl).catch(() => null);
  const ratio = image && image.naturalWidth > 0 ? image.naturalHeight / image.naturalWidth : rows / columns;
  const height = Math.round(WIDTH * ratio);
  // A canvas stays tainted once drawn on, so the fallback draws on a fresh one.
  return draw(height, image, rows, columns, selected).catch(() => draw(height, null, rows, columns, selected));
}

async function draw(
  canvasHeight: number,
  image: HTMLImageElement | null,
  rows: number,
  columns: number,
  selected: readonly Cell[],
) {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = canvasHeight;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  const { width, height } = canvas;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  if (image) context.drawImage(image, 0, 0, width, height);
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  context.fillStyle = SELECTED_FILL;
  for (const { x, y } of selected) context.fillRect(y * cellWidth, x * cellHeight, cellWidth, cellHeight);
  context.strokeStyle = "rgba(27, 27, 31, 0.35)";
  context.lineWidth = 1;
  for (let r = 0; r <= rows; r++) line(context, 0, r * cellHeight, width, r * cellHeight);
  for (let c = 0; c <= columns; c++) line(context, c * cellWidth, 0, c * cellWidth, height);
  // toBlob throws on a tainted canvas; the caller then draws again without the image.
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("empty canvas"))), "image/png"),
  );
}

function line(context: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number) {
  context.beginPath();
  context.moveTo(x1, y1);
  context.lineTo(x2, y2);
  context.stroke();
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`template image failed: ${url}`));
    image.src = url;
  });
}
