import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { driverFormSchema, type DriverForm } from "@hitch/contract/console/drivers";
import { errorKeyOf } from "../api.ts";
import { FormField } from "../shell/form-field.tsx";
import styles from "../console.module.css";

interface DriverFormProps {
  title: string;
  submitLabel: string;
  initial?: Partial<DriverForm>;
  /** A dispatcher's drivers are their company's: the field shows it and cannot change. */
  fixedCompany: string | null;
  pending: boolean;
  error: unknown;
  onSubmit: (form: DriverForm) => void;
  onCancel: () => void;
}

/** Name, phone and towing company of a driver, checked by the contract's schema before it is sent. */
export function DriverFormCard(props: DriverFormProps) {
  const { t } = useTranslation("console-drivers");
  const { t: tc } = useTranslation("console");
  const form = useForm<DriverForm>({
    resolver: zodResolver(driverFormSchema),
    // Only the form's own fields: the schema is strict, and a whole driver (id, state, place...) passed as the
    // starting values would fail it with no field to show why, so Save would do nothing.
    defaultValues: {
      fullName: props.initial?.fullName ?? "",
      phoneNumber: props.initial?.phoneNumber ?? "",
      company: props.initial?.company ?? props.fixedCompany ?? "",
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit(props.onSubmit)}
      noValidate
      className={`${styles.card} ${styles.wideForm}`}
      aria-label={props.title}
    >
      <h2>{props.title}</h2>
      <FormField
        label={t("fullName")}
        autoComplete="off"
        error={errors.fullName?.message}
        {...form.register("fullName")}
      />
      <FormField
        label={t("phone")}
        inputMode="tel"
        autoComplete="off"
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <FormField
        label={t("company")}
        readOnly={props.fixedCompany !== null}
        error={errors.company?.message}
        {...form.register("company")}
      />
      {props.error !== null && props.error !== undefined && (
        <p role="alert" className={styles.alert}>
          {tc(`errors.${errorKeyOf(props.error)}`)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={props.pending}>
          {props.submitLabel}
        </button>
        <button type="button" className={styles.secondary} onClick={props.onCancel}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
