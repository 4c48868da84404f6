import type { LookedUpVehicle } from "@hitch/contract/vehicles/lookup";
import styles from "./vehicle-card.module.css";

interface Props {
  vehicle: LookedUpVehicle;
  /** The flow's translated texts: the card's accessible name, the three fact labels, a note below. */
  texts: { title: string; mark: string; model: string; year: string; note?: string | null };
  testId: string;
}

/** Plate, mark, model and year of the vehicle the plate belongs to, with an optional note. */
export function VehicleCard({ vehicle, texts, testId }: Props) {
  return (
    <section className={styles.card} aria-label={texts.title} data-testid={testId}>
      <span className={styles.plate}>{vehicle.licensePlate}</span>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.mark}</dt>
          <dd>{vehicle.manufacturer ?? "—"}</dd>
        </div>
        <div>
          <dt>{texts.model}</dt>
          <dd>{vehicle.model ?? "—"}</dd>
        </div>
        <div>
          <dt>{texts.year}</dt>
          <dd>{vehicle.year ?? "—"}</dd>
        </div>
      </dl>
      {texts.note && <p className={styles.note}>{texts.note}</p>}
    </section>
  );
}
