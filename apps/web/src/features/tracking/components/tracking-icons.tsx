// Icons only these screens use, drawn like the shared ui/icons.tsx set (24-unit grid, currentColor).
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export const CheckCircleIcon = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} {...base}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m7.5 12.5 3 3 6-6.5" />
  </svg>
);

export const CheckIcon = ({ size = 16 }: { size?: number }) => (
  <svg width={size} height={size} {...base} strokeWidth={2.6}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

export const CancelledIcon = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} {...base}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M5.5 18.5 18.5 5.5" />
  </svg>
);

export const WarningIcon = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} {...base}>
    <path d="M12 3.5 2.5 20h19z" />
    <path d="M12 10v4.5M12 17v.5" />
  </svg>
);
