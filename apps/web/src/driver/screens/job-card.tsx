import { Suspense, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import { ButtonAnchor } from "../../ui/button.tsx";
import type { DriverJob } from "../driver-api.ts";
import type { UpdateQueue } from "../update-queue.ts";
import styles from "../driver.module.css";
import { HandOverButton } from "./hand-over-button.tsx";
import { JobSteps, type Done, type Step } from "./job-steps.tsx";
import { NavigationLinks } from "./navigation-links.tsx";
import { PhotoThumbs } from "./photo-thumbs.tsx";

const JobMap = lazyWithRetry(() => import("./job-map.tsx"));

/** A finish waits this long on the phone before it is sent: until then "Undo" takes it back. */
export const UNDO_FINISH_MS = 5_000;

const ORDER: Done[] = ["ASSIGNED", "ON_THE_WAY", "ARRIVED", "TOWING", "FINISHED"];
/** Towing and fixing on site are alternatives of the same step. */
const rank = (step: Done) => ORDER.indexOf(step === "FIXED_ON_SITE" ? "TOWING" : step);
const later = (a: Done, b: Done | undefined) => (b !== undefined && rank(b) > rank(a) ? b : a);

/** The furthest step of this job still waiting in the queue: a reopened app goes on from there, not from the server's. */
function queuedStep(queue: UpdateQueue, id: number): Done | undefined {
  let step: Done | undefined;
  for (const u of queue.pending()) {
    if (u.path === `/jobs/${id}/finish`) step = "FINISHED";
    if (u.path === `/jobs/${id}/progress`) step = later(step ?? "ASSIGNED", (u.body as { progress: Done }).progress);
  }
  return step;
}

interface JobCardProps {
  job: DriverJob;
  queue: UpdateQueue;
  position: { latitude: number; longitude: number } | null;
  onSignedOut: () => void;
  /** The driver asked colleagues to take the job over: its leaving is then no surprise. */
  onHandOverAsked: (requestId: number) => void;
}

type Local = { id: number; step: Done; undo?: { key: string; until: number; previous: Done } };

/**
 * The job: whom to call, where to go (map and navigation apps), the car and the customer's words, and the
 * next status button. Each status goes through the device's queue with the time it was tapped, so one
 * tapped without network is sent when it returns, at its own time; the screen moves on at once.
 */
export function JobCard({ job, queue, position, onSignedOut, onHandOverAsked }: JobCardProps) {
  const { t } = useTranslation("driver");
  const id = job.assistanceRequestId;
  const server = job.assignment.progress ?? "ASSIGNED";
  const [local, setLocal] = useState<Local | null>(null);
  const [queuedAtOpen] = useState(() => queuedStep(queue, id));
  const mine = local?.id === id && rank(local.step) > rank(server) ? local : null;
  const done = later(later(server, queuedAtOpen), mine?.step);
  const { latitude, longitude } = job;
  const car = [job.vehicle?.licensePlate, job.vehicle?.make, job.vehicle?.model].filter(Boolean).join(" · ");

  function report(step: Step) {
    const tappedAt = new Date().toISOString();
    if (step === "FINISHED") {
      const key = queue.hold(`/jobs/${id}/finish`, { tappedAt }, UNDO_FINISH_MS);
      return setLocal({ id, step, undo: { key, until: Date.now() + UNDO_FINISH_MS, previous: done } });
    }
    setLocal({ id, step });
    void queue.push(`/jobs/${id}/progress`, { progress: step, tappedAt });
  }

  function undoFinish() {
    if (mine?.undo && queue.takeBack(mine.undo.key)) setLocal({ id, step: mine.undo.previous });
  }

  return (
    <section className={styles.card} aria-labelledby="job-title">
      <h1 id="job-title" className={styles.title}>
        {done === "FINISHED" ? t("driver:job.finishedTitle") : t(`driver:job.stage.${done}`)}
      </h1>
      <p className={styles.customer}>{job.customer?.name ?? t("driver:job.customer")}</p>
      {job.customer?.phone && (
        <ButtonAnchor href={`tel:${job.customer.phone}`} variant="secondary" block>
          {t("driver:job.call", { phone: job.customer.phone })}
        </ButtonAnchor>
      )}
      <p>{job.address ?? `${latitude},${longitude}`}</p>
      <Suspense fallback={<div className={styles.map} />}>
        <JobMap pickup={{ latitude, longitude }} truck={position} label={t("driver:job.mapLabel")} />
      </Suspense>
      <NavigationLinks latitude={latitude} longitude={longitude} />
      <dl className={styles.facts}>
        <dt>{t("driver:offers.vehicle")}</dt>
        <dd>{car || "—"}</dd>
        {job.description && (
          <>
            <dt>{t("driver:offers.description")}</dt>
            <dd>{job.description}</dd>
          </>
        )}
      </dl>
      <PhotoThumbs photos={job.photos} />
      {/* A new step starts afresh: no question left open, and taps guarded from its first moment. */}
      <JobSteps
        key={done}
        done={done}
        onStep={report}
        undo={mine?.undo ? { until: mine.undo.until, onUndo: undoFinish } : null}
      />
      {done !== "FINISHED" && (
        <HandOverButton requestId={id} onSignedOut={onSignedOut} onAsked={() => onHandOverAsked(id)} />
      )}
    </section>
  );
}
