import { Suspense, useState } from "react";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { useTranslation } from "react-i18next";
import type { JobProgressStep } from "@hitch/contract/common/enums";
import { isApiError } from "../../api/api-error.ts";
import { Button, ButtonAnchor } from "../../ui/button.tsx";
import { handOver, type DriverJob } from "../driver-api.ts";
import type { UpdateQueue } from "../update-queue.ts";
import styles from "../driver.module.css";
import { PhotoThumbs } from "./photo-thumbs.tsx";

const JobMap = lazyWithRetry(() => import("./job-map.tsx"));

type Step = Exclude<JobProgressStep, "ASSIGNED"> | "FINISHED";
const ORDER: Step[] = ["ON_THE_WAY", "ARRIVED", "TOWING", "FINISHED"];

/** The buttons that may come next: after arriving, towing or fixing on site; then finishing. */
function nextSteps(done: JobProgressStep | "FINISHED"): Step[] {
  switch (done) {
    case "ASSIGNED":
      return ["ON_THE_WAY"];
    case "ON_THE_WAY":
      return ["ARRIVED"];
    case "ARRIVED":
      return ["TOWING", "FIXED_ON_SITE"];
    case "TOWING":
    case "FIXED_ON_SITE":
      return ["FINISHED"];
    default:
      return [];
  }
}

interface JobCardProps {
  job: DriverJob;
  queue: UpdateQueue;
  position: { latitude: number; longitude: number } | null;
  onSignedOut: () => void;
}

/**
 * The job: whom to call, where to go (map and navigation apps), the car and the customer's words, and the
 * next status button. Each status goes through the device's queue, so one tapped without network is sent
 * when it returns; the screen moves on at once.
 */
export function JobCard({ job, queue, position, onSignedOut }: JobCardProps) {
  const { t } = useTranslation("driver");
  const id = job.assistanceRequestId;
  const server = job.assignment.progress ?? "ASSIGNED";
  const [local, setLocal] = useState<{ id: number; step: JobProgressStep | "FINISHED" } | null>(null);
  const done = local?.id === id && rank(local.step) > rank(server) ? local.step : server;
  const [handOverState, setHandOverState] = useState<"idle" | "asked" | "error">("idle");
  const { latitude, longitude } = job;
  const destination = `${latitude},${longitude}`;
  const car = [job.vehicle?.licensePlate, job.vehicle?.make, job.vehicle?.model].filter(Boolean).join(" · ");

  function report(step: Step) {
    setLocal({ id, step });
    const path = step === "FINISHED" ? `/jobs/${id}/finish` : `/jobs/${id}/progress`;
    void queue.push(path, step === "FINISHED" ? {} : { progress: step });
  }

  async function askHandOver() {
    try {
      await handOver(id);
      setHandOverState("asked");
    } catch (error) {
      if (isApiError(error) && error.status === 401) return onSignedOut();
      setHandOverState("error");
    }
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
      <p>{job.address ?? destination}</p>
      <Suspense fallback={<div className={styles.map} />}>
        <JobMap pickup={{ latitude, longitude }} truck={position} label={t("driver:job.mapLabel")} />
      </Suspense>
      <nav className={styles.navigate} aria-label={t("driver:job.navigate")}>
        <a href={`geo:${destination}?q=${destination}`}>{t("driver:job.navigateMaps")}</a>
        <a href={`https://www.google.com/maps/dir/?api=1&destination=${destination}`} target="_blank" rel="noreferrer">
          Google Maps
        </a>
        <a href={`https://waze.com/ul?ll=${destination}&navigate=yes`} target="_blank" rel="noreferrer">
          Waze
        </a>
      </nav>
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
      <div className={styles.actions}>
        {nextSteps(done).map((step) => (
          <Button key={step} block onClick={() => report(step)}>
            {t(`driver:job.buttons.${step}`)}
          </Button>
        ))}
      </div>
      {done !== "FINISHED" && (
        <>
          <Button variant="secondary" block disabled={handOverState === "asked"} onClick={() => void askHandOver()}>
            {t("driver:job.handOver")}
          </Button>
          {handOverState !== "idle" && (
            <p role="status" className={handOverState === "error" ? styles.warning : styles.quiet}>
              {t(handOverState === "asked" ? "driver:job.handOverAsked" : "driver:errors.network")}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function rank(step: JobProgressStep | "FINISHED"): number {
  return step === "FIXED_ON_SITE" ? ORDER.indexOf("TOWING") + 1 : ORDER.indexOf(step as Step) + 1;
}
