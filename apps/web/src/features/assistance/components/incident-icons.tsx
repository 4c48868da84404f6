import type { ReactNode } from "react";
import type { AssistanceIncidentType } from "@hitch/contract/common/enums";

/** Line icons for the eight incident tiles, drawn like ui/icons.tsx (decorative, currentColor). */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width={40}
      height={40}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const INCIDENT_ICONS: Record<AssistanceIncidentType, ReactNode> = {
  UNKNOWN_TECHNICAL_ISSUE: (
    <Svg>
      <path d="M14.5 6.5a4 4 0 0 0-5.2 5.2L4 17l3 3 5.3-5.3a4 4 0 0 0 5.2-5.2l-2.5 2.5-2.5-.5-.5-2.5z" />
    </Svg>
  ),
  EMPTY_BATTERY: (
    <Svg>
      <rect x="3" y="7" width="18" height="12" rx="2" />
      <path d="M7 7V5h3v2M14 7V5h3v2M6.5 13h3M15 11.5v3M13.5 13h3" />
    </Svg>
  ),
  FLAT_TIRES: (
    <Svg>
      <circle cx="12" cy="11" r="7" />
      <circle cx="12" cy="11" r="2.5" />
      <path d="M3 20h18M6 18.5c2 1 10 1 12 0" />
    </Svg>
  ),
  TRAFFIC_ACCIDENT: (
    <Svg>
      <path d="M2 15v-3l2-4h6l2 4v3z" />
      <path d="M14 10l2-2 2 2 2-1-1 3 2 2-3 .5-.5 3-2-2" />
      <circle cx="5" cy="15.5" r="1.5" />
      <circle cx="10" cy="15.5" r="1.5" />
    </Svg>
  ),
  STUCK_IN_SAND_SNOW_MUD: (
    <Svg>
      <path d="M4 13l1.5-4h9l2.5 4h2v3H4z" />
      <circle cx="8" cy="16.5" r="1.8" />
      <circle cx="16" cy="16.5" r="1.8" />
      <path d="M2 20c2-1.5 4 1.5 6 0s4 1.5 6 0 4 1.5 6 0" />
    </Svg>
  ),
  RUN_OUT_OF_FUEL: (
    <Svg>
      <path d="M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h14M7 8h6" />
      <path d="M15 10h2a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0 3 0V8l-3-3" />
    </Svg>
  ),
  DOOR_LOCKED: (
    <Svg>
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9M18 12v3M21 12v2" />
    </Svg>
  ),
  OTHER: (
    <Svg>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 16.5v.5" />
    </Svg>
  ),
};
