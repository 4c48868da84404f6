import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { createApiKeyFormSchema, type CreateApiKeyForm, type CreatedApiKey } from "@hitch/contract/console/api-keys";
import { errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FailureAlert } from "../auth/failure-alert.tsx";
import { dateTime } from "../format.ts";
import { FormField } from "../shell/form-field.tsx";
import { RevokeKeyDialog, type KeyToRevoke } from "./revoke-key-dialog.tsx";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "./use-api-keys.ts";
import styles from "../console.module.css";
import own from "./services.module.css";

/** The service's keys for /api/v1/admin: who made each, when it was last used; create (shown once) and revoke. */
export function ApiKeysPanel({ serviceId, canWrite }: { serviceId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation("console-admin");
  const headingId = useId();
  const keys = useApiKeys(serviceId);
  const create = useCreateApiKey(serviceId);
  const revoke = useRevokeApiKey(serviceId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const [confirming, setConfirming] = useState<KeyToRevoke | null>(null);
  const form = useForm<CreateApiKeyForm>({
    resolver: zodResolver(createApiKeyFormSchema),
    defaultValues: { name: "" },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      setCreated(await create.mutateAsync(name));
      form.reset();
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  });
  const revokeKey = async (apiKey: KeyToRevoke) => {
    setConfirming(null);
    setFailure(null);
    try {
      await revoke.mutateAsync(apiKey.id);
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("apiKeys.title")}</h2>
      <p className={styles.muted}>{t("apiKeys.intro")}</p>
      {created && <CreatedKey created={created} />}
      {canWrite ? (
        <form onSubmit={submit} noValidate className={own.createForm}>
          <FormField
            label={t("apiKeys.name")}
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register("name")}
          />
          <button type="submit" className={styles.primary} disabled={create.isPending}>
            {t("apiKeys.create")}
          </button>
        </form>
      ) : (
        <p className={styles.muted}>{t("apiKeys.readOnly")}</p>
      )}
      <FailureAlert failure={failure} />
      {keys.data?.length === 0 && <p className={styles.muted}>{t("apiKeys.none")}</p>}
      {!!keys.data?.length && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("apiKeys.name")}</th>
              <th scope="col">{t("apiKeys.prefix")}</th>
              <th scope="col">{t("apiKeys.created")}</th>
              <th scope="col">{t("apiKeys.lastUsed")}</th>
              <th scope="col">{t("apiKeys.status")}</th>
              {canWrite && (
                <th scope="col">
                  <span className="visually-hidden">{t("apiKeys.actions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>
                  {dateTime(key.createdAt, i18n.language)}
                  {key.createdBy && <span className={styles.muted}> · {key.createdBy}</span>}
                </td>
                <td>{key.lastUsedAt ? dateTime(key.lastUsedAt, i18n.language) : t("apiKeys.never")}</td>
                <td>
                  {key.revokedAt
                    ? t("apiKeys.revokedAt", { at: dateTime(key.revokedAt, i18n.language) })
                    : t("apiKeys.active")}
                </td>
                {canWrite && (
                  <td>
                    {!key.revokedAt && (
                      <button
                        type="button"
                        className={styles.danger}
                        disabled={revoke.isPending}
                        onClick={() => setConfirming({ id: key.id, name: key.name })}
                        aria-label={t("apiKeys.revokeNamed", { name: key.name })}
                      >
                        {t("apiKeys.revoke")}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RevokeKeyDialog apiKey={confirming} onCancel={() => setConfirming(null)} onConfirm={(k) => void revokeKey(k)} />
    </section>
  );
}

/** The new key, once: the server keeps only its hash. */
function CreatedKey({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation("console-admin");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.key).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div role="status" className={own.newKey}>
      <p>{t("apiKeys.shownOnce", { name: created.name })}</p>
      <p className={styles.secret} data-testid="new-api-key">
        {created.key}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void copy()}>
        {copied ? t("apiKeys.copied") : t("apiKeys.copy")}
      </button>
    </div>
  );
}
