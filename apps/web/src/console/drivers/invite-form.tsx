import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@hitch/contract/common/enum-values";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { errorKeyOf } from "../api.ts";
import { useInviteDriver } from "./use-fleet.ts";
import styles from "../console.module.css";

/**
 * Texts the driver their sign-in link, in the language they read, to the driver's own phone alone: the screen
 * says which number, never the link (it opens one phone). An administrator picks which service's colours the
 * driver app wears (a dispatcher has no service: the app keeps Hitch's own).
 */
export function InviteForm({ driverId, services }: { driverId: number; services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const id = useId();
  const writable = services.filter((s) => s.role !== "VIEWER");
  const [language, setLanguage] = useState<Language>("et");
  const [serviceId, setServiceId] = useState<number | null>(writable[0]?.id ?? null);
  const invite = useInviteDriver();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t("invite.title")}
      </h3>
      <form
        className={styles.inlineForm}
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate({ id: driverId, invite: { language, serviceId } });
        }}
      >
        <label htmlFor={`${id}-language`}>{t("invite.language")}</label>
        <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {tc(`languages.${l}`)}
            </option>
          ))}
        </select>
        {writable.length > 0 && (
          <>
            <label htmlFor={`${id}-service`}>{t("invite.theme")}</label>
            <select
              id={`${id}-service`}
              value={serviceId ?? ""}
              onChange={(e) => setServiceId(e.target.value ? Number(e.target.value) : null)}
            >
              {writable.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="submit" className={styles.primary} disabled={invite.isPending}>
          {t("invite.send")}
        </button>
      </form>
      {invite.isSuccess && (
        <p role="status" className={styles.muted}>
          {t("invite.sent", { phone: invite.data.sentTo })}
        </p>
      )}
      {invite.isError && (
        <p role="alert" className={styles.alert}>
          {tc(`errors.${errorKeyOf(invite.error)}`)}
        </p>
      )}
    </section>
  );
}
