import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import {
  handleCallbackFormSchema,
  type ConsoleCallback,
  type HandleCallbackForm,
} from "@hitch/contract/console/callbacks";
import { Link } from "../../ui/routing.tsx";
import { errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import { useCallbacks, useHandleCallback } from "./use-callbacks.ts";
import styles from "../console.module.css";

/**
 * Requests nobody accepted in time, oldest first: call the customer, then mark it handled with a note. Below, the
 * closed ones, newest first: who handled each, or why it closed by itself (the request moved on).
 */
export function CallbacksPage() {
  const { t } = useTranslation("console");
  const open = useCallbacks("open");
  const handled = useCallbacks("handled");
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("callbacks.title")}</h1>
      </header>
      {open.isError && (
        <p role="alert" className={styles.alert}>
          {t("errors.generic")}
        </p>
      )}
      {open.data?.length === 0 && <p className={styles.muted}>{t("callbacks.empty")}</p>}
      <ul className={styles.cards}>
        {open.data?.map((callback) => (
          <CallbackCard key={callback.id} callback={callback} />
        ))}
      </ul>
      {!!handled.data?.length && <ClosedCallbacks callbacks={handled.data} />}
    </>
  );
}

function ClosedCallbacks({ callbacks }: { callbacks: ConsoleCallback[] }) {
  const { t, i18n } = useTranslation("console");
  return (
    <section aria-labelledby="closed-callbacks">
      <h2 id="closed-callbacks">{t("console-requests:callbacks.closedTitle")}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("console-requests:list.reference")}</th>
            <th scope="col">{t("console-requests:callbacks.closedAt")}</th>
            <th scope="col">{t("console-requests:callbacks.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {callbacks.map((c) => (
            <tr key={c.id}>
              <td>
                <Link to={`/console/requests/${c.requestId}`}>{c.externalId}</Link>
              </td>
              <td>{c.handledAt ? dateTime(c.handledAt, i18n.language) : "–"}</td>
              <td>
                {c.closedReason
                  ? t("console-requests:callbacks.closedBecause", {
                      reason: t(`console-requests:callbackClosed.${c.closedReason}`),
                    })
                  : t("console-requests:callbacks.handledBy", { name: c.handledBy ?? "–" })}
                {c.note && (
                  <>
                    {" — "}
                    <q>{c.note}</q>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CallbackCard({ callback }: { callback: ConsoleCallback }) {
  const { t, i18n } = useTranslation("console");
  const handle = useHandleCallback();
  const [noteId] = useState(() => `note-${callback.id}`);
  const form = useForm<HandleCallbackForm>({
    resolver: zodResolver(handleCallbackFormSchema),
    defaultValues: { note: "" },
  });
  const submit = form.handleSubmit((values) => handle.mutate({ id: callback.id, form: values }));
  return (
    <li className={styles.card}>
      <h2>
        <Link to={`/console/requests/${callback.requestId}`}>{callback.externalId}</Link>
      </h2>
      <p className={styles.muted}>
        {callback.serviceName} · {t("callbacks.waitingSince", { time: dateTime(callback.createdAt, i18n.language) })}
      </p>
      <p>
        {callback.contactName ?? "–"}
        {callback.contactPhone && (
          <>
            {" · "}
            <a href={`tel:${callback.contactPhone}`}>{callback.contactPhone}</a>
          </>
        )}
      </p>
      <form onSubmit={submit} className={styles.inlineForm}>
        <label htmlFor={noteId}>{t("callbacks.note")}</label>
        <input id={noteId} {...form.register("note")} />
        <button type="submit" className={styles.primary} disabled={handle.isPending}>
          {t("callbacks.markHandled")}
        </button>
      </form>
      {handle.isError && (
        <p role="alert" className={styles.alert}>
          {t(`errors.${errorKeyOf(handle.error)}`)}
        </p>
      )}
    </li>
  );
}
