import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { FormField, describedBy } from '../../../components/form-field';
import { TextField, inputClass } from '../../../components/text-field';

/**
 * Under a shop field: its hint, and the reason it was refused, both read with the field (describedBy(id, { hint,
 * error })), a size smaller than the customer's notes.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input (the shared TextField) with a hint and the server's reason when it refused the value. */
export function InputField({
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: string; error?: string }) {
  const id = useId();
  return (
    <TextField aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...props}>
      <FieldNotes id={id} hint={hint} error={error} />
    </TextField>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: string; error?: string }) {
  const id = useId();
  return (
    <FormField id={id} label={label} after={<FieldNotes id={id} hint={hint} error={error} />}>
      <textarea
        id={id}
        rows={3}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...props}
      />
    </FormField>
  );
}
