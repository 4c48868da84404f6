/**
 * The turn-your-phone hint of the full-screen camera: a tilt (beta)
 * between -25 and 25 degrees counts as landscape and hides the hint; beta between -130 and -50
 * (the phone upside down) turns the hint by 180 degrees; gamma between -90 and -50 decides which
 * way to turn (90 or 270 degrees). Returns the hint's rotation, or null when no hint is needed.
 */
export function turnHintRotation(beta: number | null, gamma: number | null): number | null {
  if (beta === null || gamma === null) return null;
  if (beta >= -25 && beta <= 25) return null;
  const direction = gamma >= -90 && gamma <= -50 ? 90 : 270;
  const flip = beta >= -130 && beta <= -50 ? 180 : 0;
  return (direction + flip) % 360;
}
