// The form field kit: a label, its control, and the hint and error tied to the control for screen readers
// (aria-describedby, aria-invalid). Roomy on the public site; compact in the portal, where the label sits just above.
import type { ComponentProps, ReactNode } from "react";

/** The portal's compact control: single-line inputs and selects take `fieldClass`, a textarea `textareaClass`. */
export const controlClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3 text-ink focus:border-accent-600 disabled:bg-slate-50 aria-invalid:border-red-600";
export const fieldClass = `${controlClass} h-11`;
export const textareaClass = `${controlClass} py-2`;

const roomy =
  "w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-slate-400 focus:outline-none focus:ring-2 transition-colors";
const okBorder = "border-slate-300 focus:border-accent-600 focus:ring-accent-600/25";
const badBorder = "border-red-600 focus:border-red-600 focus:ring-red-600/25";

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  compact?: boolean;
  /** Classes of the field's box in its form's grid (`sm:col-span-2`). */
  outer?: string;
};

/** The attributes that tie a control to its field's hint and error. */
export function describedBy({ id, error, hint }: Pick<FieldProps, "id" | "error" | "hint">) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

/** A labelled box for any control: pass the control, with `describedBy(...)` spread on it, as the child. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  compact,
  outer = "",
  children,
}: FieldProps & { children: ReactNode }) {
  const gap = compact ? "" : "mt-1.5 ";
  return (
    <div className={compact ? `grid content-start gap-1 ${outer}` : outer}>
      <label
        htmlFor={id}
        className={
          compact
            ? "text-sm font-medium text-slate-700"
            : "mb-1.5 flex items-baseline justify-between text-sm font-semibold text-ink"
        }
      >
        {label}
        {optional ? <span className="ml-2 text-xs font-normal text-slate-500">Optional</span> : null}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className={`${gap}text-sm text-slate-600`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`${gap}text-sm font-medium text-red-700`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function look(compact: boolean | undefined, error: string | undefined, single: boolean, extra = "") {
  const base = compact
    ? single
      ? fieldClass
      : textareaClass
    : `${roomy} ${single ? "h-12" : "py-3"} ${error ? badBorder : okBorder}`;
  return extra ? `${base} ${extra}` : base;
}

export function TextField({ className, ...props }: FieldProps & ComponentProps<"input">) {
  const { id, label, error, hint, optional, compact, outer, ...input } = props;
  return (
    <Field {...{ id, label, error, hint, optional, compact, outer }}>
      <input id={id} {...describedBy(props)} className={look(compact, error, true, className)} {...input} />
    </Field>
  );
}

export function TextArea({ className, ...props }: FieldProps & ComponentProps<"textarea">) {
  const { id, label, error, hint, optional, compact, outer, ...input } = props;
  return (
    <Field {...{ id, label, error, hint, optional, compact, outer }}>
      <textarea id={id} {...describedBy(props)} className={look(compact, error, false, className)} {...input} />
    </Field>
  );
}

type Option = { value: string; label: string };

/** A select from `options` (after an empty `placeholder` choice when given), or from its own `children`. */
export function SelectField({
  className,
  options = [],
  placeholder,
  children,
  ...props
}: FieldProps & ComponentProps<"select"> & { options?: readonly Option[]; placeholder?: string }) {
  const { id, label, error, hint, optional, compact, outer, ...select } = props;
  return (
    <Field {...{ id, label, error, hint, optional, compact, outer }}>
      <select id={id} {...describedBy(props)} className={look(compact, error, true, className)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}
