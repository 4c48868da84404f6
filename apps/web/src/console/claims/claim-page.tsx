import { Fragment, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { consoleClaimSchema, type ConsoleClaim } from "@hitch/contract/console/claims";
import { Link } from "../../ui/routing.tsx";
import { CONSOLE_API, consoleApi, errorKeyOf } from "../api.ts";
import { dateTime } from "../format.ts";
import { DamageDiagram } from "./damage-diagram.tsx";
import styles from "../console.module.css";
import own from "./claims.module.css";

type Person = NonNullable<ConsoleClaim["notifierInfo"]>["notifier"];

/** Label and value pairs; what the customer left empty shows as a dash. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === "" ? "–" : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ id, title, children, wide }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`${styles.card} ${wide ? own.wide : ""}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One claim with everything the customer entered, its photos full size, and its PDF for the claims handler. */
export function ClaimPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation("console-claims");
  const claim = useQuery({
    queryKey: ["console", "claim", id],
    queryFn: () => consoleApi(`/claims/${id}`, consoleClaimSchema),
  });

  if (claim.isPending) return <p className={styles.muted}>{t("console:loading")}</p>;
  if (claim.isError)
    return (
      <p role="alert" className={styles.alert}>
        {t(`console:errors.${errorKeyOf(claim.error)}`)}
      </p>
    );
  const c = claim.data;
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? null : value ? t("claim.yes") : t("claim.no");
  const when = (iso: string | null | undefined) => (iso ? dateTime(iso, i18n.language) : null);
  const v = c.vehicleDetails;
  const a = c.accidentDetails;
  const personRows = (p: Person): [string, ReactNode][] => [
    [t("claim.name"), p.contact.name],
    [t("claim.personalCode"), p.personalCode],
    [
      t("claim.phone"),
      p.contact.phone && (
        <a href={`tel:${p.contact.phonePrefix ?? ""}${p.contact.phone}`}>
          {p.contact.phonePrefix} {p.contact.phone}
        </a>
      ),
    ],
    [t("claim.email"), p.contact.email && <a href={`mailto:${p.contact.email}`}>{p.contact.email}</a>],
  ];
  const pdfUrl = `${CONSOLE_API}/claims/${c.id}/pdf?language=${encodeURIComponent(i18n.resolvedLanguage ?? "en")}`;

  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <Link to="/console/claims">{t("claim.back")}</Link>
          <h1>{t("claim.title", { reference: c.externalId })}</h1>
          <p className={styles.muted}>
            {c.serviceName} · {t(`states.${c.status}`)}
            {c.submittedAt && ` · ${t("claim.submittedAt", { time: when(c.submittedAt) })}`}
          </p>
        </div>
        <div className={styles.actions}>
          {c.caseId !== null && (
            <Link to={`/console/cases/${c.caseId}`} className={`${styles.secondary} ${own.download}`}>
              {t("claim.openCase")}
            </Link>
          )}
          <a className={`${styles.primary} ${own.download}`} href={pdfUrl} download={`claim-${c.externalId}.pdf`}>
            {t("claim.downloadPdf")}
          </a>
        </div>
      </header>
      <div className={own.sections}>
        <Section id="claim-incident" title={t("claim.incident")}>
          <Facts
            rows={[
              [t("claim.incidentType"), c.incidentType && t(`incidents.${c.incidentType}`)],
              [t("claim.started"), when(c.createdAt)],
              [t("claim.customerLanguage"), c.language.toUpperCase()],
            ]}
          />
        </Section>
        <Section id="claim-vehicle" title={t("claim.vehicle")}>
          <Facts
            rows={[
              [t("claim.plate"), v?.licensePlate],
              [t("claim.vin"), v?.vinCode],
              [t("claim.makeModel"), [v?.mark, v?.model].filter(Boolean).join(" ")],
              [t("claim.year"), v?.year],
              [t("claim.colour"), v?.color],
              [t("claim.insuranceVerified"), v ? yesNo(v.insuranceVerified) : null],
            ]}
          />
        </Section>
        <Section id="claim-notifier" title={t("claim.notifier")}>
          {c.notifierInfo ? (
            <>
              <Facts
                rows={[
                  ...personRows(c.notifierInfo.notifier),
                  [t("claim.contactIsDriver"), yesNo(c.notifierInfo.isContactDriver)],
                ]}
              />
              {c.notifierInfo.driver && (
                <>
                  <h3 className={styles.sectionTitle}>{t("claim.driver")}</h3>
                  <Facts rows={personRows(c.notifierInfo.driver)} />
                </>
              )}
            </>
          ) : (
            <p className={styles.muted}>{t("claim.notGiven")}</p>
          )}
        </Section>
        <Section id="claim-accident" title={t("claim.accident")}>
          <Facts
            rows={[
              [t("claim.accidentAt"), when(a?.accidentDatetime)],
              [t("claim.address"), a?.address],
              [t("claim.description"), a?.description],
              [t("claim.whoCaused"), a?.whoCaused && t(`whoCaused.${a.whoCaused}`)],
              [t("claim.authoritiesNotified"), yesNo(a?.authoritiesNotified)],
              [t("claim.personalInjury"), yesNo(a?.personalInjury)],
            ]}
          />
        </Section>
        <Section id="claim-parties" title={t("claim.parties")}>
          <Facts rows={[[t("claim.otherPartiesInvolved"), yesNo(c.otherPartiesInvolved)]]} />
          {c.otherParties.length > 0 && (
            <ul>
              {c.otherParties.map((p) => (
                <li key={p.id}>
                  <strong>{p.type === "vehicle" ? t("claim.partyVehicle") : t("claim.partyObject")}:</strong>{" "}
                  {[
                    p.vehicle?.licensePlate ?? p.object?.description,
                    p.person?.fullName,
                    p.person?.personalCode,
                    p.person?.phone && `${p.person.phonePrefix} ${p.person.phone}`,
                    p.person?.email,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="claim-settlement" title={t("claim.settlement")}>
          <Facts
            rows={[
              [t("claim.settlementType"), c.settlementType && t(`settlement.${c.settlementType}`)],
              [t("claim.workshop"), c.workshop && `${c.workshop.name}, ${c.workshop.address}`],
              [
                t("claim.communication"),
                c.communicationPreferences.map((channel) => t(`channels.${channel}`)).join(", "),
              ],
            ]}
          />
        </Section>
        <Section id="claim-damage" title={t("claim.damage")}>
          {c.damageTemplate && c.damageArea ? (
            <DamageDiagram template={c.damageTemplate} chosen={c.damageArea.coordinates} />
          ) : (
            <p className={styles.muted}>{t("claim.noDamageArea")}</p>
          )}
        </Section>
        <Section id="claim-photos" title={t("claim.photos", { count: c.uploadedPhotos.length })} wide>
          {c.uploadedPhotos.length === 0 ? (
            <p className={styles.muted}>{t("claim.noPhotos")}</p>
          ) : (
            <div className={own.photos}>
              {c.uploadedPhotos.map((p, i) => (
                <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                  <img
                    src={p.url}
                    alt={
                      p.fileType === "DAMAGE_PHOTO"
                        ? t("claim.photoAlt", { n: i + 1 })
                        : t("claim.screenshotAlt", { n: i + 1 })
                    }
                    loading="lazy"
                  />
                </a>
              ))}
            </div>
          )}
        </Section>
      </div>
    </>
  );
}
