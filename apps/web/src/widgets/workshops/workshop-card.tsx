import { forwardRef, type ReactNode } from "react";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { PhoneIcon } from "../../ui/icons.tsx";
import styles from "./workshop-list.module.css";

interface WorkshopCardProps {
  workshop: Workshop;
  /** Translated distance line ('2.4 km away'), when known. */
  distance?: string | null;
  chosen?: boolean;
  /** The card's action, e.g. a Choose button (give it aria-describedby={workshopNameId(workshop)}). */
  children?: ReactNode;
}

/** The id of a card's name heading: a button's aria-describedby, so 'Choose' says which workshop. */
export const workshopNameId = (workshop: Pick<Workshop, "id">) => `workshop-${workshop.id}-name`;

/** One workshop in a list: name, distance, address, phone (a tel: link), description, an action. */
export const WorkshopCard = forwardRef<HTMLLIElement, WorkshopCardProps>(function WorkshopCard(
  { workshop, distance, chosen, children },
  ref,
) {
  const titleId = workshopNameId(workshop);
  return (
    <li
      ref={ref}
      tabIndex={-1}
      className={styles.card}
      data-chosen={chosen ?? false}
      data-testid="workshop-card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.name}>
        {workshop.name}
      </h2>
      {distance && <p className={styles.distance}>{distance}</p>}
      <p>{workshop.address}</p>
      {workshop.phone && (
        <p>
          <a className={styles.phone} href={`tel:${workshop.phone.replace(/[^\d+]/g, "")}`}>
            <PhoneIcon size={18} />
            {workshop.phone}
          </a>
        </p>
      )}
      {workshop.description && <p className={styles.description}>{workshop.description}</p>}
      {children}
    </li>
  );
});
