import type { ReactNode, SVGProps } from "react";

/** Simple line icons drawn in currentColor, decorative unless given a title by the caller. */
function Icon({ children, size = 24, ...rest }: { children: ReactNode; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

type P = { size?: number };

export const AlertIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6M12 16.5v.5" />
  </Icon>
);
export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 3.5h3.2l1.6 4.2-2.1 1.4a11 11 0 0 0 7.2 7.2l1.4-2.1 4.2 1.6V19a1.8 1.8 0 0 1-1.9 1.8A16.5 16.5 0 0 1 3.2 5.4 1.8 1.8 0 0 1 5 3.5Z" />
  </Icon>
);
export const TowTruckIcon = (p: P) => (
  <Icon {...p}>
    <path d="M2 16V9h7l2 4h5V7l5 5v4" />
    <path d="M2 16h20" />
    <circle cx="6" cy="17.5" r="2" />
    <circle cx="17" cy="17.5" r="2" />
  </Icon>
);
export const DocumentIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 2.5h8l4 4v15H6z" />
    <path d="M14 2.5v4h4M9 12h6M9 15.5h6M9 8.5h2" />
  </Icon>
);
export const WindshieldIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 17c1-6 4-9 9-9s8 3 9 9z" />
    <path d="m10 10 2 3-2 2M12 13l3 1" />
  </Icon>
);
export const CrashIcon = (p: P) => (
  <Icon {...p}>
    <path d="M2 15v-3l2-4h6l2 4v3z" />
    <path d="M14 10l2-2 2 2 2-1-1 3 2 2-3 .5-.5 3-2-2" />
    <circle cx="5" cy="15.5" r="1.5" />
    <circle cx="10" cy="15.5" r="1.5" />
  </Icon>
);
export const AnimalIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 3v3l2 2M17 3v3l-2 2M5 6l2 .5M19 6l-2 .5" />
    <path d="M9 8h6l-1 5 2 8h-2l-2-5-2 5H8l2-8z" />
  </Icon>
);
export const TheftIcon = (p: P) => (
  <Icon {...p}>
    <rect x="5" y="10" width="14" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 7.5-2" />
    <path d="M12 14v3" />
  </Icon>
);
export const FireIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21a6 6 0 0 0 6-6c0-4-3-5.5-4-9-2 2-2.5 3.5-2.5 5.5C10 10 9 9 9 7.5 7 9.5 6 12 6 15a6 6 0 0 0 6 6Z" />
  </Icon>
);
export const QuestionIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 16.5v.5" />
  </Icon>
);
export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const LinkIcon = (p: P) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);
