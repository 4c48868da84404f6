import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { errorKeyOf } from "../api.ts";
import { DriverFormCard } from "./driver-form.tsx";
import { DriverSessions } from "./driver-sessions.tsx";
import { InviteForm } from "./invite-form.tsx";
import { RemoveDriverDialog } from "./remove-driver-dialog.tsx";
import { useChangeDriver, useRemoveDriver } from "./use-fleet.ts";
import styles from "../console.module.css";

interface DriverPanelProps {
  driver: FleetDriver;
  me: ConsoleMe;
  canWrite: boolean;
  onClose: () => void;
}

/** One driver: availability, details, the invitation by SMS, the phones signed in, removal (the last four for those who may change them). */
export function DriverPanel({ driver, me, canWrite, onClose }: DriverPanelProps) {
  const { t } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const [editing, setEditing] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const change = useChangeDriver();
  const remove = useRemoveDriver();
  const failure = change.error ?? remove.error;

  if (editing)
    return (
      <DriverFormCard
        title={t("editTitle", { name: driver.fullName })}
        submitLabel={t("save")}
        initial={driver}
        fixedCompany={me.towingCompany?.name ?? null}
        pending={change.isPending}
        error={change.error}
        onSubmit={(form) => change.mutate({ id: driver.id, change: form }, { onSuccess: () => setEditing(false) })}
        onCancel={() => setEditing(false)}
      />
    );

  return (
    <section className={`${styles.card} ${styles.wideForm}`} aria-label={driver.fullName}>
      <div className={styles.pageHead}>
        <h2>{driver.fullName}</h2>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t("close")}
        </button>
      </div>
      <dl className={styles.facts}>
        <dt>{t("state")}</dt>
        <dd>{t(`states.${driver.state}`)}</dd>
        <dt>{t("phone")}</dt>
        <dd>
          <a href={`tel:${driver.phoneNumber}`}>{driver.phoneNumber}</a>
        </dd>
        <dt>{t("company")}</dt>
        <dd>{driver.company}</dd>
        {driver.shiftPlate && (
          <>
            <dt>{t("plate")}</dt>
            <dd>{driver.shiftPlate}</dd>
          </>
        )}
      </dl>
      {canWrite && (
        <div className={styles.actions}>
          {driver.state === "OFF_DUTY" && (
            <button
              type="button"
              className={styles.primary}
              disabled={change.isPending}
              onClick={() => change.mutate({ id: driver.id, change: { available: true } })}
            >
              {t("makeAvailable")}
            </button>
          )}
          {driver.state === "FREE" && (
            <button
              type="button"
              className={styles.secondary}
              disabled={change.isPending}
              onClick={() => change.mutate({ id: driver.id, change: { available: false } })}
            >
              {t("makeUnavailable")}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => setEditing(true)}>
            {t("edit")}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={remove.isPending}
            onClick={() => setConfirmingRemoval(true)}
          >
            {t("remove")}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className={styles.alert}>
          {errorKeyOf(failure) === "conflict" ? t("busyConflict") : tc(`errors.${errorKeyOf(failure)}`)}
        </p>
      )}
      {canWrite && <InviteForm driverId={driver.id} services={me.services} />}
      {/* The phones signed in are the driver's company's business, as is signing one out. */}
      {canWrite && <DriverSessions driverId={driver.id} />}
      <RemoveDriverDialog
        driver={confirmingRemoval ? driver : null}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={(removed) => {
          setConfirmingRemoval(false);
          remove.mutate(removed.id, { onSuccess: onClose });
        }}
      />
    </section>
  );
}
