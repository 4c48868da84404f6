import { useCallback, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { failureKey } from "../../../api/error-key.ts";
import { fullNameSchema, phoneSchema } from "@hitch/contract/common/contact-fields";
import { DEFAULT_PHONE_PREFIX } from "@hitch/contract/common/enum-values";
import { useAssistanceSession } from "../../../app/assistance-session.ts";
import { useStepForm } from "../../../app/use-step-form.ts";
import { AlertBanner } from "../../../ui/alert-banner.tsx";
import { Button } from "../../../ui/button.tsx";
import { PhoneField } from "../../../ui/phone-field.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { LookupResult } from "../../../widgets/vehicles/lookup-result.tsx";
import { PlateField } from "../../../widgets/vehicles/plate-field.tsx";
import { usePlateLookup } from "../../../widgets/vehicles/use-plate-lookup.ts";
import { lookUpVehicle, saveContact, saveVehicle } from "../api/assistance-api.ts";
import { CallNotice } from "../components/call-notice.tsx";
import { VehicleCard } from "../components/vehicle-card.tsx";
import { applySaved, useAssistanceFlow } from "../store.ts";
import { useNextStep } from "../use-next-step.ts";
import { validationKey } from "../validation-text.ts";

/** /assistance/vehicle-details: the plate, the vehicle found for it, and who to call back. */
export function VehicleDetailsPage() {
  const { t } = useTranslation(["assistance", "common"]);
  const requestId = useAssistanceSession((s) => s.requestId)!;
  const request = useAssistanceFlow((s) => s.request)!;
  const next = useNextStep();
  const lookUp = useCallback((plate: string) => lookUpVehicle(plate, requestId), [requestId]);
  // A plate saved earlier (or pre-filled by the operator) is looked up at once.
  const plateLookup = usePlateLookup({ initialPlate: request.vehicle.licensePlate ?? "", lookUp, validationKey });
  const { lookup, usable } = plateLookup;

  const form = useStepForm({
    draft: { scope: "assistance", step: "vehicle-details" },
    initial: () => ({
      name: request.contact.name ?? "",
      prefix: request.contact.phonePrefix ?? DEFAULT_PHONE_PREFIX,
      phone: request.contact.phone ?? "",
    }),
    validate: ({ name, prefix, phone }) => {
      const nameCheck = fullNameSchema.safeParse(name);
      const phoneCheck = phoneSchema.safeParse(phone);
      if (nameCheck.success && phoneCheck.success)
        return { ok: true, data: { name: nameCheck.data, phone: phoneCheck.data, phonePrefix: prefix } };
      const errors: Record<string, string> = {};
      if (!nameCheck.success) errors.name = validationKey(nameCheck.error.issues[0].message);
      if (!phoneCheck.success) errors.phone = validationKey(phoneCheck.error.issues[0].message);
      return { ok: false, errors };
    },
    target: () => requestId,
    save: async (id, contact) => {
      const found = usable!;
      const vehicle = {
        licensePlate: found.licensePlate,
        vinCode: found.vinCode,
        mark: found.manufacturer,
        model: found.model,
        year: found.year,
      };
      await saveContact(id, contact);
      const answer = await saveVehicle(id, vehicle);
      applySaved(answer, { contact: { ...request.contact, ...contact }, vehicle, insuranceVerified: true });
    },
    onSaved: next,
  });
  const { values, errors, saving } = form;
  const disabled = !usable || saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Nothing to save until the plate's vehicle is found and insured.
    if (usable) form.submit();
  }

  return (
    <section aria-labelledby="vehicle-title">
      <h1 id="vehicle-title">{t("assistance:vehicle.title")}</h1>
      <p>{t("assistance:vehicle.lead")}</p>
      <form onSubmit={submit} noValidate>
        <PlateField label={t("assistance:vehicle.plateLabel")} name="vehicleNumber" plateLookup={plateLookup} />
        <LookupResult
          lookup={lookup}
          texts={{
            checking: t("assistance:vehicle.checking"),
            notInsured: t("assistance:vehicle.notInsured"),
            notFound: t("assistance:vehicle.notFound"),
            lookupFailed: t("assistance:vehicle.lookupFailed"),
          }}
          card={(vehicle) => <VehicleCard vehicle={vehicle} />}
          notice={(message) => <CallNotice message={message} />}
        />
        {usable && (
          <>
            <TextField
              label={t("assistance:vehicle.nameLabel")}
              name="fullName"
              autoComplete="name"
              value={values.name}
              onChange={(e) => form.update({ name: e.target.value })}
              error={errors.name ? t(errors.name) : null}
            />
            <PhoneField
              label={t("assistance:vehicle.phoneLabel")}
              name="phoneNumber"
              prefix={values.prefix}
              number={values.phone}
              onPrefixChange={(prefix) => form.update({ prefix })}
              onNumberChange={(phone, prefix) => form.update(prefix ? { phone, prefix } : { phone })}
              error={errors.phone ? t(errors.phone) : null}
            />
          </>
        )}
        {form.failure && (
          <AlertBanner onDismiss={form.clearFailure}>
            {t(failureKey(form.failure.error, "common:errors.somethingWrong"))}
          </AlertBanner>
        )}
        <Button type="submit" block disabled={disabled} aria-busy={saving || undefined}>
          {saving ? <Spinner small label={t("assistance:saving")} /> : null}
          {t("assistance:vehicle.submit")}
        </Button>
      </form>
    </section>
  );
}
