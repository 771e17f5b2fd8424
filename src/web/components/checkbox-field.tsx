import { type ReactNode, useId } from 'react';
import { describedBy } from './form-field';
import { CheckIcon } from './icons';

/**
 * A native checkbox (no script needed for its semantics or keyboard use) whose accessible name is
 * exactly its label; the whole row is the touch target, and extra text such as a price is its description.
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  detail,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  detail?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center gap-3">
      <span className="relative flex size-6 shrink-0">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-labelledby={`${id}-name`}
          aria-describedby={describedBy(id, { detail })}
          className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-stone-500 bg-white checked:border-brand-700 checked:bg-brand-700"
        />
        <CheckIcon className="pointer-events-none absolute inset-1 hidden size-4 text-white peer-checked:block" />
      </span>
      <label
        htmlFor={id}
        className="flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-3 text-base text-stone-900"
      >
        <span id={`${id}-name`} className="font-medium">
          {label}
        </span>
        {detail ? (
          <span id={`${id}-detail`} className="text-sm whitespace-nowrap text-stone-700">
            {detail}
          </span>
        ) : null}
      </label>
    </div>
  );
}
