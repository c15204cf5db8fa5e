// A select over one of the vocabulary's lists (statuses, priorities), each option shown by its label.
import type { ChangeEvent, ReactNode } from "react";
import { statusLabels } from "@/lib/workspace/vocabulary";
import { SelectField } from "@/components/ui/field";

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
  id: string;
  label: ReactNode;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  name?: string;
  error?: string;
};

/** A labelled, controlled select of the portal's field kit. */
export function VocabularySelect<T extends Value>({ values, onChange, ...field }: Props<T>) {
  return (
    <SelectField compact {...field} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as T)}>
      <VocabularyOptions values={values} />
    </SelectField>
  );
}
