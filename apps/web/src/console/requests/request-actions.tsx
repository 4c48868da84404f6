import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { smsStateSchema } from "@hitch/contract/console/new-link";
import {
  driverCandidatesSchema,
  resendLinkAnswerSchema,
  type ResendLinkAnswer,
} from "@hitch/contract/console/request-actions";
import { requestDetailSchema, type RequestDetail } from "@hitch/contract/console/request-detail";
import { consoleApi } from "../api.ts";
import { invalidateCallbacks } from "../callbacks/use-callbacks.ts";
import { actionErrorText } from "./action-errors.ts";
import { useCanWrite } from "./use-can-write.ts";
import styles from "../console.module.css";
import own from "./request-actions.module.css";

/** A dispatch action's answer is the request as it is now: the page shows it, the board and call-backs re-read. */
function useDispatchAction(id: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => consoleApi(`/requests/${id}/${path}`, requestDetailSchema, { method: "POST", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(["console", "request", id], answer);
      void queryClient.invalidateQueries({ queryKey: ["console", "board"] });
      void queryClient.invalidateQueries({ queryKey: ["console", "request", id, "drivers"] });
      void invalidateCallbacks(queryClient);
    },
  });
}

/** What the operator can do for the caller: text the link again, restart the search, give the job to a driver. */
export function RequestActions({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation("console-requests");
  const assignable = detail.status === "PENDING" || detail.status === "TIMED_OUT" || detail.status === "ACCEPTED";
  // A viewer reads the request; its actions are not theirs to take.
  if (!useCanWrite(detail.serviceId)) return null;
  return (
    <section className={`${styles.card} ${own.actionCard}`} aria-labelledby="request-actions">
      <h2 id="request-actions">{t("actions.title")}</h2>
      <div className={own.actionGrid}>
        <ResendLink id={detail.id} />
        {detail.status === "TIMED_OUT" && <Redispatch id={detail.id} />}
        {assignable && <AssignDriver detail={detail} />}
      </div>
    </section>
  );
}

function ResendLink({ id }: { id: number }) {
  const { t } = useTranslation("console-requests");
  const checkId = useId();
  const [revokePrevious, setRevokePrevious] = useState(false);
  const resend = useMutation({
    mutationFn: () =>
      consoleApi(`/requests/${id}/resend-link`, resendLinkAnswerSchema, { method: "POST", body: { revokePrevious } }),
  });
  return (
    <div className={own.action}>
      <h3>{t("resend.title")}</h3>
      <p className={styles.muted}>{t("resend.explain")}</p>
      <div className={own.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={revokePrevious}
          onChange={(e) => setRevokePrevious(e.target.checked)}
        />
        <label htmlFor={checkId}>{t("resend.revokePrevious")}</label>
      </div>
      <div>
        <button type="button" className={styles.primary} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t("resend.send")}
        </button>
      </div>
      {resend.isError && (
        <p role="alert" className={styles.alert}>
          {actionErrorText(t, resend.error)}
        </p>
      )}
      {resend.data && <ResendResult answer={resend.data} />}
    </div>
  );
}

/** Where the new SMS went, what became of the old links, and the SMS's delivery state until it settles. */
function ResendResult({ answer }: { answer: ResendLinkAnswer }) {
  const { t } = useTranslation("console-requests");
  const sms = useQuery({
    queryKey: ["console", "sms", answer.smsId],
    queryFn: () => consoleApi(`/sms/${answer.smsId}`, smsStateSchema),
    refetchInterval: (query) =>
      query.state.data?.status === "SENT" || query.state.data?.status === "FAILED" ? false : 2_000,
  });
  return (
    <div role="status">
      <p>
        {t("resend.sentTo", { phone: answer.phone })}{" "}
        {sms.data ? t(`console:smsStates.${sms.data.status}`) : t("console:loading")}
        {sms.data?.error && ` (${sms.data.error})`}
      </p>
      <p className={styles.muted}>
        {answer.revokedLinks > 0
          ? t("resend.revoked", { count: answer.revokedLinks })
          : t("resend.stillValid", { count: answer.stillValidLinks })}
      </p>
    </div>
  );
}

function Redispatch({ id }: { id: number }) {
  const { t } = useTranslation("console-requests");
  const redispatch = useDispatchAction(id, "redispatch");
  return (
    <div className={own.action}>
      <h3>{t("redispatch.title")}</h3>
      <p className={styles.muted}>{t("redispatch.explain")}</p>
      <div>
        <button
          type="button"
          className={styles.primary}
          disabled={redispatch.isPending}
          onClick={() => redispatch.mutate({})}
        >
          {t("redispatch.send")}
        </button>
      </div>
      {redispatch.isError && (
        <p role="alert" className={styles.alert}>
          {actionErrorText(t, redispatch.error)}
        </p>
      )}
    </div>
  );
}

function AssignDriver({ detail }: { detail: RequestDetail }) {
  const { t, i18n } = useTranslation("console-requests");
  const assign = useDispatchAction(detail.id, "assign");
  const candidates = useQuery({
    queryKey: ["console", "request", detail.id, "drivers"],
    queryFn: () => consoleApi(`/requests/${detail.id}/drivers`, driverCandidatesSchema),
  });
  const km = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 });
  return (
    <div className={own.action}>
      <h3>{detail.driver ? t("assign.replaceTitle") : t("assign.title")}</h3>
      <p className={styles.muted}>{t("assign.explain")}</p>
      {candidates.isError && (
        <p role="alert" className={styles.alert}>
          {actionErrorText(t, candidates.error)}
        </p>
      )}
      {candidates.data?.length === 0 && <p className={styles.muted}>{t("assign.none")}</p>}
      {!!candidates.data?.length && (
        <ul className={own.drivers} aria-label={t("assign.listLabel")}>
          {candidates.data.map((driver) => (
            <li key={driver.id}>
              <span>
                <strong>{driver.name}</strong> · {driver.company} · {km.format(driver.distanceMeters / 1000)}
              </span>
              <button
                type="button"
                className={styles.secondary}
                disabled={assign.isPending}
                aria-label={t("assign.assignNamed", { name: driver.name })}
                onClick={() => assign.mutate({ driverId: driver.id })}
              >
                {t("assign.assign")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {assign.isError && (
        <p role="alert" className={styles.alert}>
          {actionErrorText(t, assign.error)}
        </p>
      )}
      {assign.isSuccess && detail.driver && <p role="status">{t("assign.done", { name: detail.driver.name })}</p>}
    </div>
  );
}
