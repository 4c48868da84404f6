import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LANGUAGES, PHONE_PREFIXES } from "@hitch/contract/common/enum-values";
import { newLinkAnswerSchema, newLinkFormSchema, type NewLinkForm } from "@hitch/contract/console/new-link";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import { consoleApi, errorKeyOf } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import { LinkResult } from "./link-result.tsx";
import styles from "../console.module.css";

/** The form an operator fills while the caller is on the phone; the link is texted and shown to copy. */
export function NewLinkPage({ services }: { services: ConsoleMe["services"] }) {
  const { t } = useTranslation("console");
  const id = useId();
  const writable = services.filter((s) => s.role !== "VIEWER");
  const form = useForm<NewLinkForm>({
    resolver: zodResolver(newLinkFormSchema),
    defaultValues: {
      serviceId: writable[0]?.id,
      kind: "ASSISTANCE",
      phonePrefix: "+372",
      language: "et",
      sendSms: true,
    },
  });
  const [resetKey, setResetKey] = useState(0);
  const create = useMutation({
    mutationFn: (values: NewLinkForm) => consoleApi("/links", newLinkAnswerSchema, { method: "POST", body: values }),
  });
  const errors = form.formState.errors;
  const kind = form.watch("kind");
  const submit = form.handleSubmit((values) => create.mutate(values));

  if (create.data)
    return (
      <LinkResult
        key={resetKey}
        answer={create.data}
        onAnother={() => {
          create.reset();
          form.reset();
          setResetKey((k) => k + 1);
        }}
      />
    );

  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t("newLink.title")}</h1>
      </header>
      <form onSubmit={submit} noValidate className={`${styles.card} ${styles.wideForm}`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-service`}>{t("board.service")}</label>
          <select id={`${id}-service`} {...form.register("serviceId", { valueAsNumber: true })}>
            {writable.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.radios}>
          <legend>{t("newLink.kind")}</legend>
          <label>
            <input type="radio" value="ASSISTANCE" {...form.register("kind")} /> {t("newLink.assistance")}
          </label>
          <label>
            <input type="radio" value="CLAIM" {...form.register("kind")} /> {t("newLink.claim")}
          </label>
        </fieldset>
        <div className={styles.phoneRow}>
          <div className={styles.field}>
            <label htmlFor={`${id}-prefix`}>{t("newLink.prefix")}</label>
            <select id={`${id}-prefix`} {...form.register("phonePrefix")}>
              {PHONE_PREFIXES.map((p) => (
                <option key={p.prefix} value={p.prefix}>
                  {p.prefix}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t("newLink.phone")}
            inputMode="tel"
            error={errors.phone?.message}
            {...form.register("phone")}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>{t("newLink.language")}</label>
          <select id={`${id}-language`} {...form.register("language")}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === "ASSISTANCE" && (
          <fieldset className={styles.callerData}>
            <legend>{t("newLink.callerSaid")}</legend>
            <FormField
              label={t("newLink.callerName")}
              error={errors.callerName?.message}
              {...form.register("callerName")}
            />
            <FormField
              label={t("newLink.plate")}
              error={errors.licensePlate?.message}
              {...form.register("licensePlate", { setValueAs: (v: string) => v.trim() || undefined })}
            />
            <FormField label={t("newLink.address")} error={errors.address?.message} {...form.register("address")} />
            <FormField
              label={t("newLink.description")}
              error={errors.description?.message}
              {...form.register("description")}
            />
          </fieldset>
        )}
        <label className={styles.check}>
          <input type="checkbox" {...form.register("sendSms")} /> {t("newLink.sendSms")}
        </label>
        {create.isError && (
          <p role="alert" className={styles.alert}>
            {t(`errors.${errorKeyOf(create.error)}`)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {t("newLink.create")}
        </button>
      </form>
    </>
  );
}
