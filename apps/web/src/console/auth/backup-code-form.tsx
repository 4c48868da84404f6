import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { backupCodeFormSchema } from "@hitch/contract/console/operator";
import type { ConsoleErrorKey } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";

interface BackupCodeFormProps {
  /** Sends the code (with its dash); the caller shows what failed through `failure`. */
  onCode: (code: string) => Promise<void>;
  failure: ConsoleErrorKey | null;
}

/** One of the ten backup codes shown at enrolment, for an operator without their authenticator app. */
export function BackupCodeForm({ onCode, failure }: BackupCodeFormProps) {
  const { t } = useTranslation("console");
  const form = useForm<z.input<typeof backupCodeFormSchema>, unknown, z.output<typeof backupCodeFormSchema>>({
    resolver: zodResolver(backupCodeFormSchema),
  });
  const submit = form.handleSubmit(({ code }) => onCode(code));
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p>{t("signIn.backupHint")}</p>
      <FormField
        label={t("signIn.backupCode")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
      <FailureAlert failure={failure} />
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
        {t("signIn.verify")}
      </button>
    </form>
  );
}
