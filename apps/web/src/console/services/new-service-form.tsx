import { useId, useState, type CSSProperties } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES, LANGUAGES, type CountryCode } from "@hitch/contract/common/enum-values";
import { newServiceFormSchema, newServiceRequest, type NewServiceForm } from "@hitch/contract/console/services";
import { brandProperties, DEFAULT_THEME_COLOR } from "@hitch/contract/services/theme-values";
import { ApiError } from "../../api/api-error.ts";
import { errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FailureAlert } from "../auth/failure-alert.tsx";
import { FormField } from "../shell/form-field.tsx";
import { useCreateService } from "./use-service-settings.ts";
import styles from "../console.module.css";
import own from "./services.module.css";

/** A taken name or link name: said on the name's field rather than in the form's alert. */
const nameTaken = (error: unknown) => error instanceof ApiError && error.code === "SERVICE_EXISTS";

/** A platform administrator's new service: its name (also its link name), country, language, colour and phone. */
export function NewServiceForm({
  onCreated,
  onCancel,
}: {
  onCreated: (service: { id: number; name: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["console-admin", "console"]);
  const id = useId();
  const create = useCreateService();
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const form = useForm<NewServiceForm>({
    resolver: zodResolver(newServiceFormSchema),
    defaultValues: {
      name: "",
      countryCode: "EE",
      defaultLanguage: "et",
      themeColor: DEFAULT_THEME_COLOR,
      directContact: "",
    },
  });
  const errors = form.formState.errors;
  const color = form.watch("themeColor");
  // Literal keys so the locale check sees each one used.
  const countries: Record<CountryCode, string> = {
    EE: t("newService.countries.EE"),
    LV: t("newService.countries.LV"),
    LT: t("newService.countries.LT"),
    RU: t("newService.countries.RU"),
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(newServiceRequest(values)));
    } catch (error) {
      if (nameTaken(error)) form.setError("name", { message: "validation.serviceTaken" });
      else setFailure(errorKeyOf(error));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("newService.title")}</h2>
      <div className={own.newService}>
        <FormField
          label={t("newService.name")}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>{t("newService.country")}</label>
          <select id={`${id}-country`} {...form.register("countryCode")}>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {countries[code]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>{t("newService.language")}</label>
          <select id={`${id}-language`} {...form.register("defaultLanguage")}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`console:languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t("settings.phone")}
          type="tel"
          error={errors.directContact?.message}
          {...form.register("directContact")}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-color`}>{t("settings.color")}</label>
          <span className={own.colorRow}>
            <input id={`${id}-color`} type="color" {...form.register("themeColor")} />
            {/* The customer's buttons in this colour, their text white or dark by the contract's contrast rule. */}
            <span className={own.swatch} style={brandProperties(color) as CSSProperties}>
              {t("newService.sample")}
            </span>
          </span>
        </div>
      </div>
      <p className={styles.muted}>{t("newService.nameHint")}</p>
      <FailureAlert failure={failure} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {t("newService.create")}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t("newService.cancel")}
        </button>
      </div>
    </form>
  );
}
