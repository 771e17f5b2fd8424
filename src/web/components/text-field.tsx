import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';

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
  const described = [error ? `${id}-error` : null, note ? `${id}-note` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-base font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="mt-1.5 text-base text-stone-700">
          {note}
        </p>
      ) : null}
      {children}
    </div>
  );
}
