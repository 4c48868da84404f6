import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { consoleApi, errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import { CodeForm } from "./code-form.tsx";
import { ME_KEY, okSchema } from "./session.ts";
import styles from "../console.module.css";
import { FailureAlert } from "./failure-alert.tsx";
import { TotpQrCode } from "./totp-qr-code.tsx";

const enableAnswerSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
const passwordSchema = z.object({ password: z.string().min(1, "validation.requiredField") });

/**
 * A platform administrator's first sign-in: confirm the password, add the key to an authenticator app,
 * and prove it with a code. Until then the server answers every other console call with 403.
 */
export function EnrolPage() {
  const { t } = useTranslation("console");
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<z.infer<typeof enableAnswerSchema> | null>(null);
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const passwordForm = useForm<{ password: string }>({ resolver: zodResolver(passwordSchema) });

  const start = passwordForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setEnrolment(await consoleApi("/auth/two-factor/enable", enableAnswerSchema, { method: "POST", body: values }));
    } catch (error) {
      setFailure(errorKeyOf(error) === "generic" ? "signInFailed" : errorKeyOf(error));
    }
  });
  const confirm = async (code: string) => {
    setFailure(null);
    try {
      await consoleApi("/auth/two-factor/verify-totp", okSchema, { method: "POST", body: { code } });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  };
  const secret = enrolment ? (new URL(enrolment.totpURI).searchParams.get("secret") ?? "") : "";

  return (
    <main className={styles.signIn}>
      <h1>{t("enrol.title")}</h1>
      <p>{t("enrol.why")}</p>
      {!enrolment ? (
        <form onSubmit={start} noValidate className={styles.form}>
          <FormField
            label={t("signIn.password")}
            type="password"
            autoComplete="current-password"
            error={passwordForm.formState.errors.password?.message}
            {...passwordForm.register("password")}
          />
          <FailureAlert failure={failure} />
          <button type="submit" className={styles.primary}>
            {t("enrol.start")}
          </button>
        </form>
      ) : (
        <CodeForm onCode={confirm} submitLabel={t("enrol.confirm")} failure={failure}>
          <p>{t("enrol.addKey")}</p>
          <TotpQrCode uri={enrolment.totpURI} />
          <p className={styles.secret} data-testid="totp-secret">
            {secret}
          </p>
          <p className={styles.muted}>{t("enrol.backupCodes")}</p>
          <ul className={styles.backupCodes}>
            {enrolment.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </CodeForm>
      )}
    </main>
  );
}
