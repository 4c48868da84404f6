/**
 * Rings for a new offer: a short two-tone beep through Web Audio (no sound file to download) and a vibration,
 * where the browser allows them (audio needs an earlier tap on the page; some browsers have no vibration).
 */
export function ringForOffer() {
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
