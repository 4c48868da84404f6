/**
 * The ETA is an instant on the server's clock, and a phone's clock can be minutes off. Each status
 * answer's Date header tells us how far; the countdown then runs on server time. The header has
 * one-second resolution, so differences under two seconds are treated as none.
 */
let offsetMs = 0;

export function noteServerDate(header: string | null, receivedAt = Date.now()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(server)) return;
  const offset = server - receivedAt;
  offsetMs = Math.abs(offset) < 2000 ? 0 : offset;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}
