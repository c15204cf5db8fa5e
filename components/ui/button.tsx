// Buttons and button-styled links: one look for primary, secondary and quiet actions.
import type { ComponentProps } from "react";
import { IntentLink } from "./intent-link";

type Variant = "primary" | "secondary" | "ghost" | "light" | "outline-light";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-[background-color,box-shadow,color,transform] duration-200 disabled:cursor-not-allowed disabled:opacity-50 whitespace-nowrap";

const variants: Record<Variant, string> = {
  primary:
    "bg-accent-gradient text-white shadow-[0_8px_24px_-10px_rgb(37_99_235/0.7)] hover:brightness-110 hover:shadow-[0_10px_28px_-10px_rgb(124_58_237/0.8)]",
  secondary: "border border-slate-300 bg-white text-ink hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-ink hover:bg-slate-100",
  light: "bg-white text-ink hover:bg-slate-100",
  "outline-light": "border border-white/30 text-white hover:border-white/60 hover:bg-white/10",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-[0.95rem]",
  lg: "h-12 px-6 text-base",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonLinkProps = ComponentProps<typeof IntentLink> & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <IntentLink className={buttonClass(variant, size, className)} {...props} />;
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
