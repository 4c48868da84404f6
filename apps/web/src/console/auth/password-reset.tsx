import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { passwordResetFormSchema, resetRequestFormSchema } from "@hitch/contract/console/operator";
import type { PasswordResetForm, ResetRequestForm } from "@hitch/contract/console/operator";
import { Link, useSearchParams } from "../../ui/routing.tsx";
import { consoleApi, errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import { okSchema } from "./session.ts";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";

/** Where the e-mailed one-time link brings the operator back (better-auth adds ?token=). */
const RESET_PAGE = "/console/reset-password";

/** "Forgot password": the one-time link goes by e-mail; the answer is the same whether the account exists or not. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("console");
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const form = useForm<ResetRequestForm>({ resolver: zodResolver(resetRequestFormSchema) });
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await consoleApi("/auth/request-password-reset", okSchema, {
        method: "POST",
        body: { email, redirectTo: RESET_PAGE },
      });
      setSent(true);
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  });
  if (sent) return <p role="status">{t("reset.sent")}</p>;
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p>{t("reset.hint")}</p>
      <FormField
        label={t("signIn.email")}
        type="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <FailureAlert failure={failure} />
      <button type="submit" className={styles.primary}>
        {t("reset.send")}
      </button>
      <button type="button" className={styles.secondary} onClick={onBack}>
        {t("reset.back")}
      </button>
    </form>
  );
}

/** The page the e-mailed link opens: a new password, then back to the sign-in. */
export function ResetPasswordPage() {
  const { t } = useTranslation("console");
  const [params] = useSearchParams();
  const token = params.get("token");
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(token ? null : "linkInvalid");
  const form = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetFormSchema) });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await consoleApi("/auth/reset-password", okSchema, { method: "POST", body: { token, newPassword } });
      setDone(true);
    } catch {
      setFailure("linkInvalid");
    }
  });
  return (
    <main className={styles.signIn}>
      <h1>{t("reset.title")}</h1>
      {done ? (
        <p role="status">{t("reset.done")}</p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form}>
          <FormField
            label={t("reset.newPassword")}
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <FailureAlert failure={failure} />
          <button type="submit" className={styles.primary} disabled={!token}>
            {t("reset.save")}
          </button>
        </form>
      )}
      <Link to="/console">{t("reset.toSignIn")}</Link>
    </main>
  );
}
