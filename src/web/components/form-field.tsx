import type { ReactNode } from 'react';

/**
 * The ids of a field's notes that are shown, `${id}-error`, `${id}-note`..., in the order given: its
 * aria-describedby, so a screen reader reads them with it (docs/customer-flow.md 5).
 */
export const describedBy = (id: string, notes: Record<string, unknown>): string | undefined =>
  Object.keys(notes)
    .filter((name) => notes[name])
    .map((name) => `${id}-${name}`)
    .join(' ') || undefined;

/**
 * A field's frame: its label (a <label> for the control `id`, or a group's <legend>), the control, then its
 * error and note under it with the ids describedBy names. A group is described by its error itself; a single
 * control carries its own aria-describedby.
 */
export function FormField({
  id,
  label,
  group = false,
  error,
  note,
  children,
  after,
}: {
  id: string;
  label: ReactNode;
  /** Several controls (radios) in a fieldset named by the label. */
  group?: boolean;
  error?: string | null;
  note?: string | null;
  children: ReactNode;
  /** Under the notes (a caller's own, such as the shop's hint). */
  after?: ReactNode;
}) {
  const Frame = group ? 'fieldset' : 'div';
  return (
    <Frame aria-describedby={group && error ? `${id}-error` : undefined}>
      {group ? (
        <legend className="mb-2 text-base font-semibold text-stone-900">{label}</legend>
      ) : (
        <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className={`mt-1.5 ${group ? 'text-sm' : 'text-base'} font-semibold text-red-800`}>
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="mt-1.5 text-base text-stone-700">
          {note}
        </p>
      ) : null}
      {after}
    </Frame>
  );
}
