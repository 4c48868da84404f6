import { useId } from "react";
import type { ConsoleMe } from "@hitch/contract/console/operator";
import styles from "../console.module.css";

interface ServiceSelectProps {
  services: ConsoleMe["services"];
  /** The screen's own word for it ("Service"), already translated. */
  label: string;
  value: number | null;
  onChange: (serviceId: number | null) => void;
  /** The first option, for lists that can show every service at once; without it one service is always chosen. */
  allLabel?: string;
  /** The wrapper's class where the screen lays its filters out its own way; the page head's filter otherwise. */
  className?: string;
}

/** Which of the operator's services a screen shows: the same labelled select on every console screen. */
export function ServiceSelect({ services, label, value, onChange, allLabel, className }: ServiceSelectProps) {
  const id = useId();
  return (
    <div className={className ?? styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
