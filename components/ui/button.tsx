// Buttons and button-styled links: one look for primary, secondary and quiet actions.
import type { ComponentProps } from "react";
import { IntentLink } from "./intent-link";

type Variant = "primary" | "secondary" | "ghost" | "light" | "outline-light";
type Size = "sm" | "md" | "lg";

// The looks are component classes in app/globals.css (.btn and one per variant and size): a few bytes per button in the
// HTML and the page's payload where the utilities took hundreds. A utility passed beside them still wins.
const variants: Record<Variant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  light: "btn-light",
  "outline-light": "btn-outline-light",
};

const sizes: Record<Size, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" };

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `btn ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonLinkProps = ComponentProps<typeof IntentLink> & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <IntentLink className={buttonClass(variant, size, className)} {...props} />;
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
