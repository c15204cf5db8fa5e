// The form field kit: labelled controls with their hint and error text tied to them for screen readers, and the
// classes of the portal's compact controls (a label wrapping its control), defined once.
import type { ComponentProps } from "react";

const control =
  "w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-slate-400 focus:outline-none focus:ring-2 transition-colors";
const okBorder = "border-slate-300 focus:border-accent-600 focus:ring-accent-600/25";
const badBorder = "border-red-600 focus:border-red-600 focus:ring-red-600/25";

type Common = { id: string; label: string; error?: string; hint?: React.ReactNode; optional?: boolean };

function Label({ id, label, optional }: Pick<Common, "id" | "label" | "optional">) {
  return (
    <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between text-sm font-semibold text-ink">
      {label}
      {optional ? <span className="text-xs font-normal text-slate-500">Optional</span> : null}
    </label>
  );
}

function Messages({ id, error, hint }: Pick<Common, "id" | "error" | "hint">) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = ({ id, error, hint }: Common) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField({ id, label, error, hint, optional, ...input }: Common & ComponentProps<"input">) {
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        className={`${control} h-12 ${error ? badBorder : okBorder}`}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ id, label, error, hint, optional, ...input }: Common & ComponentProps<"textarea">) {
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        className={`${control} py-3 ${error ? badBorder : okBorder}`}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  ...select
}: Common & ComponentProps<"select"> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        className={`${control} h-12 ${error ? badBorder : okBorder}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The portal's compact control: single-line inputs and selects take `fieldClass`, a textarea `textareaClass`. */
export const controlClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3 text-ink focus:border-accent-600 disabled:bg-slate-50";
export const fieldClass = `${controlClass} h-11`;
export const textareaClass = `${controlClass} py-2`;
export const labelClass = "grid gap-1 text-sm font-medium text-slate-700";
