import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "./routing.tsx";
import styles from "./button.module.css";

type Variant = "primary" | "secondary";

interface Look {
  variant?: Variant;
  /** Full width of its container, the usual choice for a screen's main action on a phone. */
  block?: boolean;
}

function classes({ variant = "primary", block }: Look, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : "", extra ?? ""].filter(Boolean).join(" ");
}

export function Button({
  variant,
  block,
  className,
  type = "button",
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, block }, className)} {...rest} />;
}

/** An in-app navigation styled as a button. */
export function ButtonLink({ variant, block, className, ...rest }: Look & LinkProps) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}

/** An external or tel: link styled as a button. */
export function ButtonAnchor({
  variant,
  block,
  className,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={classes({ variant, block }, className)} {...rest}>
      {children}
    </a>
  );
}
