import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import { FormField, describedBy } from './form-field';

export const inputClass =
  'block min-h-12 w-full rounded-xl border border-stone-400 bg-white px-4 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 aria-invalid:border-red-700 aria-invalid:border-2';

/**
 * A visible label tied to its input, so the accessible name equals the label text; `children` follow the input.
 * An `error` marks the input invalid and is read with it (docs/customer-flow.md 5), and with `focusOnError` takes the
 * focus; a `note` is read with it too.
 */
export function TextField({
  label,
  error,
  focusOnError = false,
  note,
  children,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  /** Its text is the input's name; a part marked aria-hidden (a visible '(required)') is not. */
  label: ReactNode;
  error?: string | null;
  focusOnError?: boolean;
  note?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error && focusOnError) input.current?.focus();
  }, [error, focusOnError]);
  return (
    <FormField id={id} label={label} error={error} note={note} after={children}>
      <input
        ref={input}
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, note })}
        {...props}
      />
    </FormField>
  );
}
