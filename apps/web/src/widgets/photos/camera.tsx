import { useEffect, useRef, useState } from "react";
import { turnHintRotation } from "./camera-orientation.ts";
import { CloseIcon } from "../../ui/icons.tsx";
import { measureCanvasQuality, type PhotoQuality } from "./photo-quality.ts";
import styles from "./camera.module.css";

/** Texts come from the flow using the camera, in its own namespace. */
export interface CameraLabels {
  title: string;
  shutter: string;
  close: string;
  turnPhone: string;
  unavailable: string;
  tooDark: string;
  tooBlurred: string;
  retake: string;
  useAnyway: string;
  shotAlt: string;
}

interface CameraProps {
  labels: CameraLabels;
  onCapture: (file: File) => void;
  onClose: () => void;
}

type Review = { url: string; file: File; quality: PhotoQuality };

/**
 * Full-screen camera: the rear camera at 1920x1080 if it has one, a landscape guide, a hint to
 * turn the phone while it is held upright, and a shutter. It takes a history entry, so the
 * browser's back button closes it instead of leaving the page. A dark or blurred shot is shown
 * back with the choice to retake it.
 */
export function Camera({ labels, onCapture, onClose }: CameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const hint = useTurnHint();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Back closes the camera: our own entry on top, popped by Back or by closing here.
  useEffect(() => {
    // Checked so a second run of the effect (React's StrictMode) does not push a second entry.
    const state = window.history.state as { hitchCamera?: boolean } | null;
    if (!state?.hitchCamera) window.history.pushState({ ...state, hitchCamera: true }, "");
    const onPop = () => closeRef.current();
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    // mediaDevices is missing outside secure contexts, whatever the DOM types say.
    if (!navigator.mediaDevices) setFailed(true);
    else
      void navigator.mediaDevices
        .getUserMedia({
          audio: false,
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        })
        .then((s) => {
          if (cancelled) return s.getTracks().forEach((track) => track.stop());
          stream = s;
          if (video.current) video.current.srcObject = s;
        })
        .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    return () => {
      if (review) URL.revokeObjectURL(review.url);
    };
  }, [review]);

  const close = () => window.history.back();

  function shoot() {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    const canvas = document.createElement("canvas");
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext("2d")?.drawImage(v, 0, 0);
    const quality = measureCanvasQuality(canvas, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        const file = new File([blob], `camera-${Date.now()}.jpg`, { type: "image/jpeg" });
        if (quality.tooDark || quality.tooBlurred) setReview({ url: URL.createObjectURL(blob), file, quality });
        else keep(file);
      },
      "image/jpeg",
      0.92,
    );
  }

  function keep(file: File) {
    onCapture(file);
    close();
  }

  return (
    <div className={styles.camera} role="dialog" aria-modal="true" aria-label={labels.title} data-testid="camera">
      <video ref={video} className={styles.video} autoPlay playsInline muted onLoadedData={() => setReady(true)} />
      <div className={styles.guide} aria-hidden="true" />
      {hint !== null && !review && (
        <p className={styles.hint} role="status">
          <span className={styles.phone} style={{ transform: `rotate(${hint}deg)` }} aria-hidden="true" />
          {labels.turnPhone}
        </p>
      )}
      {failed && (
        <p className={styles.message} role="alert">
          {labels.unavailable}
        </p>
      )}
      {review && (
        <div className={styles.review} role="alertdialog" aria-label={labels.title}>
          <img src={review.url} alt={labels.shotAlt} className={styles.shot} />
          <p className={styles.message} role="alert">
            {review.quality.tooDark ? labels.tooDark : labels.tooBlurred}
          </p>
          <div className={styles.choices}>
            <button type="button" className={styles.choice} onClick={() => setReview(null)}>
              {labels.retake}
            </button>
            <button type="button" className={`${styles.choice} ${styles.secondary}`} onClick={() => keep(review.file)}>
              {labels.useAnyway}
            </button>
          </div>
        </div>
      )}
      <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
        <CloseIcon size={28} />
      </button>
      {!review && (
        <button
          type="button"
          className={styles.shutter}
          onClick={shoot}
          disabled={!ready || failed}
          aria-label={labels.shutter}
        />
      )}
    </div>
  );
}

/** The hint's rotation from the device's tilt; in portrait without tilt readings, 90 degrees. */
function useTurnHint(): number | null {
  const portrait = () => window.matchMedia("(orientation: portrait)").matches;
  const [tilt, setTilt] = useState<{ beta: number | null; gamma: number | null } | null>(null);
  const [upright, setUpright] = useState(portrait);
  useEffect(() => {
    const onTilt = (e: DeviceOrientationEvent) => {
      if (e.beta !== null && e.gamma !== null) setTilt({ beta: e.beta, gamma: e.gamma });
    };
    const onResize = () => setUpright(portrait());
    window.addEventListener("deviceorientation", onTilt);
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("deviceorientation", onTilt);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  if (tilt) return turnHintRotation(tilt.beta, tilt.gamma);
  return upright ? 90 : null;
}
