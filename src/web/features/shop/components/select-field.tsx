import { type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../components/text-field';

/** A labelled native select (its accessible name is the visible label). */
export function SelectField({
  label,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        {label}
      </label>
      <select id={id} className={inputClass} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
