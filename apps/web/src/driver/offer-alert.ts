import { useEffect } from "react";

/** A driver in a truck is not looking at the phone: one beep is easily missed, so it rings again this often. */
export const RING_EVERY_MS = 4_000;

/**
 * Rings once: a short two-tone beep through Web Audio (no sound file to download) and a vibration, where the
 * browser allows them (audio needs an earlier tap on the page; some browsers have no vibration).
 */
export function ring() {
  navigator.vibrate?.([300, 150, 300]);
  try {
    const audio = new AudioContext();
    [880, 660].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.value = 0.2;
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.25);
      tone.stop(audio.currentTime + i * 0.25 + 0.2);
    });
    setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No audio here: the vibration and the screen must do.
  }
}

/**
 * Rings now and every RING_EVERY_MS while `reason` is set (an offer waiting for an answer, a notice not yet
 * read); a new reason (another offer) rings at once.
 */
export function useRinging(reason: string | null) {
  useEffect(() => {
    if (reason === null) return;
    ring();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => {
      clearInterval(timer);
      navigator.vibrate?.(0);
    };
  }, [reason]);
}
