import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { SMS_STATES } from "@hitch/contract/console/new-link";
import { outboxSmsListSchema, outboxSmsSchema, type OutboxSms } from "@hitch/contract/console/sms";
import { consoleApi } from "../api.ts";
import { dateTime } from "../format.ts";
import { actionErrorText } from "../requests/action-errors.ts";
import { useCanWrite } from "../requests/use-can-write.ts";
import { ServiceSelect } from "../shell/service-select.tsx";
import styles from "../console.module.css";

type SmsState = (typeof SMS_STATES)[number];
const KEY = ["console", "sms-outbox"] as const;

/** The SMS outbox of the operator's services: masked texts, delivery state, the gateway's errors, and retry. */
export function SmsPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console-requests");
  const stateFilter = useId();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [status, setStatus] = useState<SmsState | "">("");
  const query = new URLSearchParams();
  if (serviceId !== null) query.set("serviceId", String(serviceId));
  if (status) query.set("status", status);
  const outbox = useQuery({
    queryKey: [...KEY, serviceId, status],
    queryFn: () => consoleApi(`/sms?${query.toString()}`, outboxSmsListSchema),
    refetchInterval: 10_000,
  });
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("sms.title")}</h1>
        <div className={styles.filter}>
          <ServiceSelect
            services={services}
            label={t("sms.service")}
            allLabel={t("sms.allServices")}
            value={serviceId}
            onChange={setServiceId}
          />
          <label htmlFor={stateFilter}>{t("sms.state")}</label>
          <select id={stateFilter} value={status} onChange={(e) => setStatus(e.target.value as SmsState | "")}>
            <option value="">{t("sms.allStates")}</option>
            {SMS_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`console:smsStates.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {outbox.isError && (
        <p role="alert" className={styles.alert}>
          {actionErrorText(t, outbox.error)}
        </p>
      )}
      {outbox.data?.length === 0 && <p className={styles.muted}>{t("sms.empty")}</p>}
      {!!outbox.data?.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("sms.when")}</th>
              <th scope="col">{t("sms.to")}</th>
              <th scope="col">{t("sms.text")}</th>
              <th scope="col">{t("sms.state")}</th>
              <th scope="col">{t("sms.attempts")}</th>
              <th scope="col">
                <span className={styles.muted}>{t("sms.retry")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {outbox.data.map((sms) => (
              <SmsRow key={sms.id} sms={sms} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function SmsRow({ sms }: { sms: OutboxSms }) {
  const { t, i18n } = useTranslation("console-requests");
  const queryClient = useQueryClient();
  const canRetry = useCanWrite(sms.serviceId);
  const retry = useMutation({
    mutationFn: () => consoleApi(`/sms/${sms.id}/retry`, outboxSmsSchema, { method: "POST", body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <tr>
      <td>{dateTime(sms.createdAt, i18n.language)}</td>
      <td>
        {sms.toPhone}
        <br />
        <span className={styles.muted}>{sms.serviceName ?? t("sms.noService")}</span>
      </td>
      <td>
        <strong>{t(`sms.kinds.${sms.purpose}`, { defaultValue: sms.purpose })}</strong>
        <br />
        {sms.body}
      </td>
      <td>
        {t(`console:smsStates.${sms.status}`)}
        {sms.sentAt && <span className={styles.muted}> · {dateTime(sms.sentAt, i18n.language)}</span>}
        {sms.error && (
          <>
            <br />
            <span className={styles.alert}>{t("sms.gatewayError", { error: sms.error })}</span>
          </>
        )}
      </td>
      <td>{sms.attempts}</td>
      <td>
        {sms.retryable && canRetry && (
          <button
            type="button"
            className={styles.secondary}
            disabled={retry.isPending}
            aria-label={t("sms.retryNamed", { id: sms.id })}
            onClick={() => retry.mutate()}
          >
            {t("sms.retry")}
          </button>
        )}
        {sms.status === "FAILED" && !sms.retryable && <span className={styles.muted}>{t("sms.textGone")}</span>}
        {retry.isError && (
          <p role="alert" className={styles.alert}>
            {actionErrorText(t, retry.error)}
          </p>
        )}
      </td>
    </tr>
  );
}
