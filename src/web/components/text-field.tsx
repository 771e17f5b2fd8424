import { type InputHTMLAttributes, useId } from 'react';

export const inputClass =
  'block min-h-12 w-full rounded-xl border border-stone-400 bg-white px-4 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700';

/** A visible label tied to its input, so the accessible name equals the label text; `children` follow the input. */
export function TextField({ label, children, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        {label}
      </label>
      <input id={id} className={inputClass} {...props} />
      {children}
    </div>
  );
}
