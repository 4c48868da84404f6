import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { VEHICLE_IMPORT_COLUMNS } from "@hitch/contract/admin/vehicles-import";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf } from "../api.ts";
import { FilePicker } from "../shell/file-picker.tsx";
import { FILE_PROBLEMS, reasonText } from "./import-reasons.ts";
import { useVehicleImport } from "./use-vehicles.ts";
import consoleStyles from "../console.module.css";
import styles from "./fleet.module.css";

type Service = ConsoleMe["services"][number];

/** Upload a CSV file for the service; the answer is read out as counts and a table of the rejected rows. */
export function ImportCard({ service, exampleHref }: { service: Service; exampleHref: string }) {
  const { t } = useTranslation("console-fleet");
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useVehicleImport(useQueryClient());
  const report = upload.data;
  const readOnly = service.role === "VIEWER";

  const reasonOf = (reason: string) => {
    const text = reasonText(reason);
    if (text.key === "fixed") return t(`reasons.${text.reason}`);
    if (text.key === "other") return t("reasons.other", { code: text.code });
    const column = t(`columns.${text.column}`);
    return text.key === "missing" ? t("reasons.missing", { column }) : t("reasons.invalid", { column });
  };

  /** A refused file: each problem the server named (an unknown column...), else the general message. */
  const refusal = (error: unknown) => {
    const problems = error instanceof ApiError ? error.errors : [];
    const known = problems.filter((p) => (FILE_PROBLEMS as readonly string[]).includes(p.code));
    if (known.length === 0) return [t(`console:errors.${errorKeyOf(error)}`)];
    return known.map((p) => t(`fileProblems.${p.code}`, { column: p.path.replace(/^header\./, "") }));
  };

  return (
    <section className={consoleStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("vehicles.importTitle")}</h2>
      <p>{t("vehicles.importHelp")}</p>
      <p className={consoleStyles.muted}>
        <code>{VEHICLE_IMPORT_COLUMNS.join(", ")}</code>
      </p>
      <p>
        <a href={exampleHref} download="hitch-vehicles-example.csv">
          {t("vehicles.example")}
        </a>
      </p>
      {readOnly ? (
        <p className={consoleStyles.muted}>{t("vehicles.readOnly")}</p>
      ) : (
        <form
          className={`${consoleStyles.inlineForm} ${styles.importForm}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (file) void file.text().then((csv) => upload.mutate({ serviceId: service.id, csv }));
          }}
        >
          <FilePicker
            label={t("vehicles.file")}
            accept=".csv,text/csv"
            onChoose={(chosen) => {
              upload.reset();
              setFile(chosen);
            }}
          />
          <button type="submit" className={consoleStyles.primary} disabled={!file || upload.isPending}>
            {t("vehicles.upload")}
          </button>
        </form>
      )}
      <div aria-live="polite">
        {upload.isError && (
          // The alert role sits on a wrapper: on the <ul> itself it would replace the list role its items need.
          <div className={consoleStyles.alert} role="alert">
            <ul>
              {refusal(upload.error).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        {report && (
          <>
            <h3>{t("vehicles.report")}</h3>
            <dl className={styles.counts}>
              <div>
                <dt>{t("vehicles.added")}</dt>
                <dd>{report.added}</dd>
              </div>
              <div>
                <dt>{t("vehicles.updated")}</dt>
                <dd>{report.updated}</dd>
              </div>
              <div>
                <dt>{t("vehicles.rejected")}</dt>
                <dd>{report.rejected.length}</dd>
              </div>
            </dl>
            {report.rejected.length > 0 && (
              <table className={consoleStyles.table}>
                <caption className="visually-hidden">{t("vehicles.rejectedRows")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("vehicles.row")}</th>
                    <th scope="col">{t("vehicles.reason")}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((r) => (
                    <tr key={r.row}>
                      <td>{r.row}</td>
                      <td>{reasonOf(r.reason)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
