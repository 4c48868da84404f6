import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SetCaseEstimateRequest } from "@hitch/contract/admin/cases";
import { consoleCaseDetailSchema, type ConsoleCaseDetail } from "@hitch/contract/console/cases";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { Link } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import { CaseNotifications } from "./case-notifications.tsx";
import { EstimateForm } from "./estimate-form.tsx";
import styles from "../console.module.css";
import own from "../claims/claims.module.css";

type Step = ConsoleCaseDetail["progress"][number];

/** A case's repair steps with the operator's actions (complete, estimate, workshop) and the messages sent. */
export function CasePage({ id, me }: { id: number; me: ConsoleMe }) {
  const { t, i18n } = useTranslation("console-claims");
  const queryClient = useQueryClient();
  const workshopId = useId();
  const key = ["console", "case", id];
  const detail = useQuery({ queryKey: key, queryFn: () => consoleApi(`/cases/${id}`, consoleCaseDetailSchema) });
  const change = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      consoleApi(`/cases/${id}${path}`, consoleCaseDetailSchema, { method: "POST", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: ["console", "cases"] });
    },
  });
  const [chosenWorkshop, setChosenWorkshop] = useState("");

  if (detail.isPending) return <p className={styles.muted}>{t("console:loading")}</p>;
  if (detail.isError)
    return (
      <p role="alert" className={styles.alert}>
        {t(`console:errors.${errorKeyOf(detail.error)}`)}
      </p>
    );
  const c = detail.data;
  const role = me.platformAdmin ? "ADMIN" : me.services.find((s) => s.id === c.serviceId)?.role;
  const canWrite = role !== undefined && role !== "VIEWER" && c.closedAt === null;
  const stateOf = (s: Step) => (s.completedTimeMs !== null ? "done" : s.id === c.nextStep?.id ? "next" : "waiting");
  const estimateText = (s: Step) => {
    if (s.estimatedTimeMs === null || s.estimationType === "NONE") return null;
    const at = new Date(s.estimatedTimeMs);
    const text =
      s.estimationType === "DATE"
        ? at.toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" })
        : dateTime(at.toISOString(), i18n.language);
    return t("case.estimated", { time: text });
  };
  const setEstimate = (step: Step["caseStepId"], body: SetCaseEstimateRequest) =>
    change.mutate({ path: `/steps/${step}/estimate`, body });

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <Link to="/console/cases">{t("case.back")}</Link>
          <h1>{t("case.title", { reference: c.reference ?? c.id })}</h1>
          <p className={styles.muted}>
            {c.serviceName} · {c.licensePlate ?? "–"} · {c.closedAt ? t("cases.closed") : t("cases.open")}
          </p>
        </div>
        {c.claimId !== null && (
          <Link to={`/console/claims/${c.claimId}`} className={`${styles.secondary} ${own.download}`}>
            {t("case.openClaim")}
          </Link>
        )}
      </header>
      {change.isError && (
        <p role="alert" className={styles.alert}>
          {t(`console:errors.${errorKeyOf(change.error)}`)}
        </p>
      )}
      <div className={styles.detailGrid}>
        <section className={styles.card} aria-labelledby="case-steps">
          <h2 id="case-steps">
            {t("case.steps", { done: c.progress.filter((s) => s.completedTimeMs).length, total: c.totalSteps })}
          </h2>
          <ol className={own.steps}>
            {c.progress.map((s) => (
              <li key={s.id} className={own.step} data-state={stateOf(s)}>
                <div>
                  <strong>{t(`steps.${s.caseStepId}`)}</strong>
                  <div className={own.stepState}>
                    {s.completedTimeMs !== null
                      ? t("case.doneAt", { time: dateTime(new Date(s.completedTimeMs).toISOString(), i18n.language) })
                      : (estimateText(s) ?? (stateOf(s) === "next" ? t("case.next") : t("case.waiting")))}
                  </div>
                </div>
                {canWrite && s.completedTimeMs === null && (
                  <button
                    type="button"
                    className={stateOf(s) === "next" ? styles.primary : styles.secondary}
                    disabled={change.isPending}
                    aria-label={t("case.completeStep", { step: t(`steps.${s.caseStepId}`) })}
                    onClick={() => change.mutate({ path: `/steps/${s.caseStepId}/complete`, body: {} })}
                  >
                    {t("case.complete")}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
        <div className={own.photos}>
          <section className={styles.card} aria-labelledby="case-workshop">
            <h2 id="case-workshop">{t("case.workshop")}</h2>
            <p>{c.workshop ? `${c.workshop.name}, ${c.workshop.address}` : t("case.noWorkshop")}</p>
            {canWrite && (
              <form
                className={own.inline}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (chosenWorkshop)
                    change.mutate({ path: "/workshop", body: { workshopId: Number(chosenWorkshop) } });
                }}
              >
                <div className={own.filterField}>
                  <label htmlFor={workshopId}>{t("case.chooseWorkshop")}</label>
                  <select id={workshopId} value={chosenWorkshop} onChange={(e) => setChosenWorkshop(e.target.value)}>
                    <option value="">–</option>
                    {c.workshopChoices.map((w) => (
                      <option key={w.id} value={w.id}>
                        {w.name}, {w.address}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className={styles.secondary} disabled={!chosenWorkshop || change.isPending}>
                  {t("case.attach")}
                </button>
              </form>
            )}
          </section>
          {canWrite && (
            <EstimateForm
              steps={c.progress.filter((s) => s.completedTimeMs === null).map((s) => s.caseStepId)}
              busy={change.isPending}
              onSubmit={setEstimate}
            />
          )}
        </div>
        <CaseNotifications notifications={c.notifications} />
      </div>
    </>
  );
}
