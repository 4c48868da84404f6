import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { backupCodeAnswerSchema, signInFormSchema, type SignInForm } from "@hitch/contract/console/operator";
import { consoleApi, errorKeyOf, type ConsoleErrorKey, type SessionEnd } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import { BackupCodeForm } from "./backup-code-form.tsx";
import { CodeForm } from "./code-form.tsx";
import { ForgotPassword } from "./password-reset.tsx";
import { ME_KEY, okSchema, signInAnswerSchema } from "./session.ts";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";

type Step = "password" | "code" | "backup" | { backupCodesLeft: number } | "forgot";

/**
 * E-mail and password, then (when the account has one) the authenticator app's code or one of the
 * backup codes; after a backup code, how many are left. `ended` says why an open console came back here.
 */
export function SignInPage({ ended = null }: { ended?: SessionEnd | null }) {
  const { t } = useTranslation("console");
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("password");
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(ended);
  const passwordForm = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema) });

  const signedIn = () => queryClient.invalidateQueries({ queryKey: ME_KEY });
  const go = (next: Step) => {
    setFailure(null);
    setStep(next);
  };
  const submitPassword = passwordForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await consoleApi("/auth/sign-in/email", signInAnswerSchema, { method: "POST", body: values });
      if (answer.twoFactorRedirect) setStep("code");
      else await signedIn();
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  });
  /** A code step's failure; an expired challenge (or its fifth wrong code) goes back to the password. */
  const codeFailed = (error: unknown) => {
    const key = errorKeyOf(error);
    if (key === "codeExpired") setStep("password");
    setFailure(key);
  };
  const submitCode = async (code: string) => {
    setFailure(null);
    try {
      await consoleApi("/auth/two-factor/verify-totp", okSchema, { method: "POST", body: { code } });
      await signedIn();
    } catch (error) {
      codeFailed(error);
    }
  };
  const submitBackupCode = async (code: string) => {
    setFailure(null);
    try {
      const answer = await consoleApi("/auth/two-factor/verify-backup-code", backupCodeAnswerSchema, {
        method: "POST",
        body: { code },
      });
      setStep({ backupCodesLeft: answer.backupCodesLeft });
    } catch (error) {
      codeFailed(error);
    }
  };
  const otherAccount = (
    <button type="button" className={styles.linkButton} onClick={() => go("password")}>
      {t("signIn.otherAccount")}
    </button>
  );

  return (
    <main className={styles.signIn}>
      <h1>{t("signIn.title")}</h1>
      {step === "forgot" ? (
        <ForgotPassword onBack={() => setStep("password")} />
      ) : step === "password" ? (
        <form onSubmit={submitPassword} noValidate className={styles.form}>
          <FormField
            label={t("signIn.email")}
            type="email"
            autoComplete="username"
            error={passwordForm.formState.errors.email?.message}
            {...passwordForm.register("email")}
          />
          <FormField
            label={t("signIn.password")}
            type="password"
            autoComplete="current-password"
            error={passwordForm.formState.errors.password?.message}
            {...passwordForm.register("password")}
          />
          <FailureAlert failure={failure} />
          <button type="submit" className={styles.primary} disabled={passwordForm.formState.isSubmitting}>
            {t("signIn.submit")}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => go("forgot")}>
            {t("reset.forgot")}
          </button>
        </form>
      ) : step === "code" ? (
        <>
          <CodeForm onCode={submitCode} submitLabel={t("signIn.verify")} failure={failure}>
            <p>{t("signIn.codeHint")}</p>
          </CodeForm>
          <button type="button" className={styles.linkButton} onClick={() => go("backup")}>
            {t("signIn.useBackupCode")}
          </button>
          {otherAccount}
        </>
      ) : step === "backup" ? (
        <>
          <BackupCodeForm onCode={submitBackupCode} failure={failure} />
          <button type="button" className={styles.linkButton} onClick={() => go("code")}>
            {t("signIn.useAuthenticator")}
          </button>
          {otherAccount}
        </>
      ) : (
        <div className={styles.form} role="status">
          <p>{t("signIn.backupUsed")}</p>
          <p>
            <strong>{t("signIn.backupCodesLeft", { count: step.backupCodesLeft })}</strong>
          </p>
          <button type="button" className={styles.primary} onClick={() => void signedIn()}>
            {t("signIn.continue")}
          </button>
        </div>
      )}
    </main>
  );
}
