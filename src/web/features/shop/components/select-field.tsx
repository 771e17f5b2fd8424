import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../components/text-field';
import { FieldNotes, describedBy } from './form-fields';

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
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
