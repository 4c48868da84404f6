import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { totpFormSchema, type TotpForm } from "@hitch/contract/console/operator";
import type { ConsoleErrorKey } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";

interface CodeFormProps {
  /** Sends the six digits; the caller shows what failed through `failure`. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  failure: ConsoleErrorKey | null;
  /** What the form says above the field. */
  children?: ReactNode;
}

/** The authenticator app's six-digit code: at sign-in, and to confirm an enrolment. */
export function CodeForm({ onCode, submitLabel, failure, children }: CodeFormProps) {
  const { t } = useTranslation("console");
  const form = useForm<TotpForm>({ resolver: zodResolver(totpFormSchema) });
  const submit = form.handleSubmit(({ code }) => onCode(code));
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {children}
      <FormField
        label={t("signIn.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
      <FailureAlert failure={failure} />
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
