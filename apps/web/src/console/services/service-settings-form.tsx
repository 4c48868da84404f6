import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AdminService } from "@hitch/contract/admin/services";
import { errorKeyOf, type ConsoleErrorKey } from "../api.ts";
import { FailureAlert } from "../auth/failure-alert.tsx";
import { FormField } from "../shell/form-field.tsx";
import { LandingPreview } from "./landing-preview.tsx";
import { LogoUpload } from "./logo-upload.tsx";
import { useChangeServiceSettings } from "./use-service-settings.ts";
import styles from "../console.module.css";
import own from "./services.module.css";

const LEGAL_FIELDS = ["name", "registryCode", "address", "contact"] as const;
const FLAGS = ["isTestService", "claimFeedbackEnabled", "isMotionsCloudEnabled"] as const;
type Legal = Record<(typeof LEGAL_FIELDS)[number], string>;
type Flags = Record<(typeof FLAGS)[number], boolean>;

/** Colour, phone line, legal entity and flags of one service, beside a live preview of its landing. */
export function ServiceSettingsForm({ service, canWrite }: { service: AdminService; canWrite: boolean }) {
  const { t } = useTranslation("console-admin");
  const headingId = useId();
  const colorId = useId();
  const save = useChangeServiceSettings(service.id);
  const [color, setColor] = useState(service.themeColor);
  const [phone, setPhone] = useState(service.directContact ?? "");
  const [legal, setLegal] = useState<Legal>({
    name: service.legalEntity?.name ?? "",
    registryCode: service.legalEntity?.registryCode ?? "",
    address: service.legalEntity?.address ?? "",
    contact: service.legalEntity?.contact ?? "",
  });
  const [flags, setFlags] = useState<Flags>({
    isTestService: service.isTestService,
    claimFeedbackEnabled: service.claimFeedbackEnabled,
    isMotionsCloudEnabled: service.isMotionsCloudEnabled,
  });
  // Literal keys (not built from the field names) so the locale check sees each one used.
  const legalLabels: Legal = {
    name: t("settings.legal.name"),
    registryCode: t("settings.legal.registryCode"),
    address: t("settings.legal.address"),
    contact: t("settings.legal.contact"),
  };
  const flagLabels: Record<keyof Flags, string> = {
    isTestService: t("settings.flag.isTestService"),
    claimFeedbackEnabled: t("settings.flag.claimFeedbackEnabled"),
    isMotionsCloudEnabled: t("settings.flag.isMotionsCloudEnabled"),
  };
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<ConsoleErrorKey | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    // The legal entity is all four fields or none (the terms then name Hitch's own operator).
    const anyLegal = LEGAL_FIELDS.some((f) => legal[f].trim());
    const empty = new Set<string>(anyLegal ? LEGAL_FIELDS.filter((f) => !legal[f].trim()) : []);
    const phoneInvalid = phone.trim() !== "" && !/^\+?\d{3,20}$/.test(phone.trim());
    if (phoneInvalid) empty.add("phone");
    setMissing(empty);
    if (empty.size) return;
    try {
      await save.mutateAsync({
        themeColor: color,
        directContact: phone.trim() || null,
        legalEntity: anyLegal ? legal : null,
        ...flags,
      });
      setSaved(true);
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("settings.title")}</h2>
      <div className={own.settingsGrid}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <fieldset disabled={!canWrite} className={own.fieldset}>
            <div className={styles.field}>
              <label htmlFor={colorId}>{t("settings.color")}</label>
              <span className={own.colorRow}>
                <input id={colorId} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
                <code>{color}</code>
              </span>
            </div>
            <FormField
              label={t("settings.phone")}
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={missing.has("phone") ? "validation.phoneDigits" : undefined}
            />
            <fieldset className={own.fieldset}>
              <legend>{t("settings.legalEntity")}</legend>
              <p className={styles.muted}>{t("settings.legalHint")}</p>
              {LEGAL_FIELDS.map((field) => (
                <FormField
                  key={field}
                  label={legalLabels[field]}
                  value={legal[field]}
                  onChange={(e) => setLegal({ ...legal, [field]: e.target.value })}
                  error={missing.has(field) ? "validation.requiredField" : undefined}
                />
              ))}
            </fieldset>
            <fieldset className={own.fieldset}>
              <legend>{t("settings.flags")}</legend>
              {FLAGS.map((flag) => (
                <label key={flag} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={flags[flag]}
                    onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}
                  />
                  {flagLabels[flag]}
                </label>
              ))}
            </fieldset>
            {canWrite && (
              <button type="submit" className={styles.primary} disabled={save.isPending}>
                {t("settings.save")}
              </button>
            )}
          </fieldset>
          {!canWrite && <p className={styles.muted}>{t("settings.readOnly")}</p>}
          <FailureAlert failure={failure} />
          {saved && <p role="status">{t("settings.saved")}</p>}
        </form>
        <div className={own.previewColumn}>
          <LandingPreview color={color} logo={service.logo} company={legal.name.trim()} />
          {canWrite && <LogoUpload serviceId={service.id} />}
        </div>
      </div>
    </section>
  );
}
