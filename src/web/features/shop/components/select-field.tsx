import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../components/text-field';
import { FormField, describedBy } from '../../../components/form-field';
import { FieldNotes } from './form-fields';

/** A labelled native select (its accessible name is the visible label), with a hint and a refusal as the inputs have. */
export function SelectField({
  label,
  options,
  hint,
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} after={<FieldNotes id={id} hint={hint} error={error} />}>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
