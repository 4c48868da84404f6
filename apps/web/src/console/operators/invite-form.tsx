import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "@hitch/contract/common/enum-values";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { operatorInviteSchema } from "@hitch/contract/console/operators";
import { FormField } from "../shell/form-field.tsx";
import { ACCESS_KINDS, AccessFields, membershipsOf, type Access } from "./access-fields.tsx";
import { operatorErrorText } from "./operator-errors.ts";
import { useInviteOperator } from "./use-operators.ts";
import styles from "../console.module.css";

/**
 * Name, e-mail, the invitee's language and access; the server e-mails them a one-time link to choose their
 * password. The contract's schema checks the form first.
 */
export function InviteOperatorForm({ services, onDone }: { services: ConsoleMe["services"]; onDone: () => void }) {
  const { t } = useTranslation("console-operators");
  const { t: tc } = useTranslation("console");
  const invite = useInviteOperator();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [language, setLanguage] = useState<Language>("et");
  const [access, setAccess] = useState<Access>({ kind: "services", roles: {}, towingCompany: "" });
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A field's message goes as soon as it is edited: it spoke of what was there at the last try.
  const edited = (field: string) => setProblems(({ [field]: _gone, ...rest }) => rest);

  const submit = () => {
    const parsed = operatorInviteSchema.safeParse({
      name,
      email,
      language,
      platformAdmin: access.kind === "admin",
      memberships: access.kind === "services" ? membershipsOf(access) : [],
      ...(access.kind === "towing" ? { towingCompany: access.towingCompany } : {}),
    });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setProblems({});
    invite.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      className={`${styles.card} ${styles.wideForm}`}
      aria-label={t("inviteTitle")}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{t("inviteTitle")}</h2>
      <FormField
        label={t("name")}
        autoComplete="off"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          edited("name");
        }}
        error={problems.name && "validation.requiredField"}
      />
      <FormField
        label={t("email")}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          edited("email");
        }}
        error={problems.email && "validation.emailInvalid"}
      />
      <div className={styles.field}>
        <label htmlFor="invite-language">{t("language")}</label>
        <select id="invite-language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {tc(`languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <AccessFields
        access={access}
        onChange={(next) => {
          setAccess(next);
          edited("memberships");
          edited("towingCompany");
        }}
        services={services}
        kinds={ACCESS_KINDS}
      />
      {(problems.memberships || problems.towingCompany) && (
        <p role="alert" className={styles.alert}>
          {t("access.required")}
        </p>
      )}
      {invite.isError && (
        <p role="alert" className={styles.alert}>
          {operatorErrorText(tc, invite.error)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={invite.isPending}>
          {t("send")}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
