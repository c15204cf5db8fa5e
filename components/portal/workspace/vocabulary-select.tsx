// A select over one of the vocabulary's lists (statuses, priorities), each option shown by its label.
import type { ChangeEvent, ReactNode } from "react";
import { statusLabels } from "@/lib/workspace/vocabulary";
import { controlClass, labelClass } from "@/components/ui/field";

type Value = keyof typeof statusLabels;

/** The options alone, for selects that add their own first option or are not controlled. */
export function VocabularyOptions({ values }: { values: readonly Value[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {statusLabels[value]}
    </option>
  ));
}

type Props<T extends Value> = {
  label: ReactNode;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  name?: string;
  children?: ReactNode;
};

/** A labelled, controlled select, compact unless `className` says otherwise; `children` go after the select inside the label (a field's error, say). */
export function VocabularySelect<T extends Value>(props: Props<T>) {
  const { label, values, value, onChange, className = `${controlClass} h-10`, name, children } = props;
  return (
    <label className={labelClass}>
      {label}
      <select
        name={name}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as T)}
        className={className}
      >
        <VocabularyOptions values={values} />
      </select>
      {children}
    </label>
  );
}
