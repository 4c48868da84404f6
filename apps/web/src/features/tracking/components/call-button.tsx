import type { ReactNode } from "react";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { PhoneIcon } from "../../../ui/icons.tsx";

/** A tel: link styled as the screen's main button. */
export function CallButton({
  phone,
  variant,
  children,
}: {
  phone: string;
  variant?: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, "")}`} variant={variant} block>
      <PhoneIcon size={20} />
      {children}
    </ButtonAnchor>
  );
}
