import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { signInFormSchema, type SignInForm } from "@hitch/contract/console/operator";
import { consoleApi, errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import { CodeForm } from "./code-form.tsx";
import { ForgotPassword } from "./password-reset.tsx";
import { ME_KEY, okSchema, signInAnswerSchema } from "./session.ts";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";

/** E-mail and password, then (when the account has one) the authenticator app's code. */
export function SignInPage() {
  const { t } = useTranslation("console");
  const queryClient = useQueryClient();
  const [step, setStep] = useState<"password" | "code" | "forgot">("password");
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const passwordForm = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema) });

  const signedIn = () => queryClient.invalidateQueries({ queryKey: ME_KEY });
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
  const submitCode = async (code: string) => {
    setFailure(null);
    try {
      await consoleApi("/auth/two-factor/verify-totp", okSchema, { method: "POST", body: { code } });
      await signedIn();
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  };

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
          <button type="button" className={styles.linkButton} onClick={() => setStep("forgot")}>
            {t("reset.forgot")}
          </button>
        </form>
      ) : (
        <CodeForm onCode={submitCode} submitLabel={t("signIn.verify")} failure={failure}>
          <p>{t("signIn.codeHint")}</p>
        </CodeForm>
      )}
    </main>
  );
}
