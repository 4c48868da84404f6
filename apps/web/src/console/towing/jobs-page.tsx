import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import type { TowingJob } from "@hitch/contract/console/towing-jobs";
import { errorKeyOf } from "../api.ts";
import { useFleet } from "../drivers/use-fleet.ts";
import { clockTime } from "../format.ts";
import { useAssignJob, useTowingJobs } from "./use-towing-jobs.ts";
import styles from "../console.module.css";

/** The jobs offered to or held by the company's drivers; each can be given to a free driver of the company. */
export function JobsPage() {
  const { t } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const jobs = useTowingJobs();
  const free = (useFleet().data ?? []).filter((d) => d.state === "FREE");
  const list = jobs.data ?? [];
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("jobs.title")}</h1>
      </header>
      {jobs.isError && (
        <p role="alert" className={styles.alert}>
          {tc("errors.generic")}
        </p>
      )}
      {list.length === 0 && !jobs.isPending ? (
        <p className={styles.muted}>{t("jobs.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {list.map((job) => (
            <JobCard key={job.assistanceRequestId} job={job} free={free} />
          ))}
        </ul>
      )}
    </>
  );
}

function JobCard({ job, free }: { job: TowingJob; free: FleetDriver[] }) {
  const { t, i18n } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const id = useId();
  const assign = useAssignJob();
  const [driverId, setDriverId] = useState<number | null>(null);
  const choices = free.filter((d) => !(job.state === "HELD" && job.drivers.some((h) => h.id === d.id)));
  const names = job.drivers.map((d) => d.fullName).join(", ");
  return (
    <li className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t(`jobs.state.${job.state}`)} · {job.incidentType ? t(`incidents.${job.incidentType}`) : t("jobs.noIncident")}
      </h2>
      <dl className={styles.facts}>
        <dt>{t("jobs.where")}</dt>
        <dd>{job.address ?? `${job.latitude.toFixed(4)}, ${job.longitude.toFixed(4)}`}</dd>
        {job.licensePlate && (
          <>
            <dt>{t("plate")}</dt>
            <dd>{job.licensePlate}</dd>
          </>
        )}
        <dt>{job.state === "OFFERED" ? t("jobs.offeredTo") : t("jobs.heldBy")}</dt>
        <dd>
          {names}
          {job.progress && ` · ${t(`jobs.progress.${job.progress}`)}`}
        </dd>
        {job.state === "OFFERED" && (
          <>
            <dt>{t("jobs.deadline")}</dt>
            <dd>{clockTime(job.deadlineAt, i18n.language)}</dd>
          </>
        )}
      </dl>
      <form
        className={styles.inlineForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (driverId !== null) assign.mutate({ requestId: job.assistanceRequestId, driverId });
        }}
      >
        <label htmlFor={`${id}-driver`}>{job.state === "OFFERED" ? t("jobs.assignTo") : t("jobs.reassignTo")}</label>
        <select
          id={`${id}-driver`}
          value={driverId ?? ""}
          onChange={(e) => setDriverId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{choices.length ? t("jobs.chooseDriver") : t("jobs.noFreeDriver")}</option>
          {choices.map((d) => (
            <option key={d.id} value={d.id}>
              {d.fullName}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.primary} disabled={driverId === null || assign.isPending}>
          {job.state === "OFFERED" ? t("jobs.assign") : t("jobs.reassign")}
        </button>
      </form>
      {assign.isError && (
        <p role="alert" className={styles.alert}>
          {errorKeyOf(assign.error) === "conflict" ? t("jobs.conflict") : tc(`errors.${errorKeyOf(assign.error)}`)}
        </p>
      )}
    </li>
  );
}
